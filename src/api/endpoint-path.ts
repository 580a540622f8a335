import type { EndpointName } from '../../schemas/endpoints';
import { endpointRoutes as endpoints } from './generated/endpoint-routes';

/**
 * The request path of a named endpoint with its `{param}` placeholders filled (each value URI-encoded).
 * A missing parameter throws: it is a programming error, not a customer's.
 * @example endpointPath('GET_ORDER', { orderReference: 'AB 1' }) // '/v3/orders/AB%201'
 */
export function endpointPath(name: EndpointName, params: Record<string, string | number> = {}): string {
  return endpoints[name].path.replace(/\{([^}]+)\}/g, (_m, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
