/**
 * The third parties the sandbox plays for issue 12 (captcha, browser-monitoring collector, support widget).
 * Like the payment sandbox page they are not operator API calls, so they live outside the endpoint registry
 * (SPEC §7: "the product's own request paths for them are not relevant").
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import { captchaRoutes } from './captcha';
import { monitoringRoutes } from './monitoring-collector';
import { supportWidgetRoutes } from './support-widget';

export function integrationRoutes(services: Services) {
  return (app: FastifyInstance): void => {
    // Its own plugin scope: beacons arrive as text/plain (sendBeacon without a preflight), which the registry's
    // JSON API refuses; only these routes read it, as a string each route parses itself.
    void app.register(async (scope) => {
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      captchaRoutes(services.db)(scope);
      monitoringRoutes(services)(scope);
      supportWidgetRoutes(services)(scope);
    });
  };
}
