import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { notifications } from '../../notifications/notification-store';
import { FLOW_PATHS, saveNewCodeSession, type CodeRequest } from './code-session';
import { requestNewCode } from './otp-actors';
import { errorMessageId } from './otp-view';
import { retryAtOf } from './sign-in-lock';

/**
 * Sends the sign-in or sign-up request, keeps the issued code for the verify page and goes there.
 * A locked sign-in (422005 with retryAt) goes to `onLocked`, for the page to say when to try again; other gateway
 * refusals (http) become a danger notification keyed by their code; the other kinds are the shell's.
 */
export function useCodeRequest(onLocked?: (retryAt: number) => void) {
  const { call } = useApi();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const send = async (ctx: CodeRequest) => {
    setBusy(true);
    try {
      const issued = await requestNewCode(call, ctx);
      saveNewCodeSession({ ...ctx, requestId: issued.requestId, expiresIn: issued.expiresIn });
      navigate(FLOW_PATHS[ctx.flow].verify);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.kind !== 'http') return;
      const retryAt = retryAtOf(error);
      if (retryAt !== undefined && onLocked) return onLocked(retryAt);
      const code = error instanceof ApiError ? String(error.code) : undefined;
      notifications.notify({ type: 'danger', messageId: errorMessageId(code, (id) => intl.messages[id] !== undefined) });
    }
  };
  return { busy, send };
}
