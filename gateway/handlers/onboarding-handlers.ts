import type { Handler, HandlerMap } from '../http/context';
import { notFound } from '../http/gateway-error';
import { getContent } from '../seed/seed';
import { FORM_NAMES } from '../../schemas/api/onboarding';

/** GET_FORM_CONFIG: the seeded field config of one onboarding form; any other form name is 404. */
const formConfig: Handler<never, never, { form: string }> = async ({ services, params }) => {
  if (!(FORM_NAMES as readonly string[]).includes(params.form)) throw notFound(`Form ${params.form}`);
  return getContent(services.db, `form_config:${params.form}`);
};

export const onboardingHandlers: HandlerMap = {
  GET_FORM_CONFIG: formConfig,
  GET_ESIM_SPECIFICATION: async ({ services }) => getContent(services.db, 'esim_specification'),
};
