import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { notifications } from '../../notifications/notification-store';
import { FLOW_PATHS, saveNewCodeSession, type CodeRequest } from './code-session';
import { requestNewCode } from './otp-actors';
import { errorMessageId } from './otp-view';
import { retryAtOf } from './sign-in-lock';

const CODE_REQUEST = ['auth', 'code-request'];

/**
 * Sends the sign-in or sign-up request, keeps the issued code for the verify page and goes there: one TanStack
 * mutation, busy from the send until the verify page has replaced this one.
 * A locked sign-in (422005 with retryAt) is the caller's to say when `readsLock` is on: `lockedUntil` is the time
 * to try again, from the refusal itself, until `forget` or the next send. Codes in `inPlace` are the caller's to
 * say too (`refusedWith`: the login page's "no account uses this number"). Other gateway refusals (http) become a danger
 * notification keyed by their code; the other kinds are the shell's.
 */
export function useCodeRequest(options: { readonly readsLock?: boolean; readonly inPlace?: readonly string[] } = {}) {
  const { call } = useApi();
  const intl = useIntl();
  const [, navigate] = useLocation();
  const queries = useQueryClient();
  const request = useMutation({
    mutationKey: CODE_REQUEST,
    networkMode: 'always',
    mutationFn: (ctx: CodeRequest) => requestNewCode(call, ctx),
    onSuccess: (issued, ctx) => {
      saveNewCodeSession({ ...ctx, requestId: issued.requestId, expiresIn: issued.expiresIn });
      navigate(FLOW_PATHS[ctx.flow].verify);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.kind !== 'http') return;
      if (options.readsLock && retryAtOf(error) !== undefined) return;
      const code = error instanceof ApiError ? String(error.code) : undefined;
      if (code !== undefined && options.inPlace?.includes(code)) return;
      notifications.notify({ type: 'danger', messageId: errorMessageId(code, (id) => intl.messages[id] !== undefined) });
    },
  });
  const busy = request.isPending || request.isSuccess;
  const lockedUntil = options.readsLock && request.isError ? retryAtOf(request.error) : undefined;
  const failedCode = request.error instanceof ApiError && request.error.kind === 'http' ? String(request.error.code) : undefined;
  /** The refusal the caller shows in place (one of `inPlace`), until `forget` or the next send. */
  const refusedWith = failedCode !== undefined && options.inPlace?.includes(failedCode) ? failedCode : undefined;
  const send = (ctx: CodeRequest) => {
    // The cache knows at once that a send is under way, before React has drawn the page busy.
    if (!busy && queries.isMutating({ mutationKey: CODE_REQUEST }) === 0) request.mutate(ctx);
  };
  /** Forgets the last send's refusal (a new attempt starts). */
  const forget = () => {
    if (!busy) request.reset();
  };
  return { busy, send, lockedUntil, refusedWith, forget };
}
