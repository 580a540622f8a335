import type { HandlerMap } from '../http/context';
import { configHandlers } from './config-handlers';

/** Every handler by registry name; the parity test holds this equal to the registry. */
export const handlers: HandlerMap = {
  ...configHandlers,
};
