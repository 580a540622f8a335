import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import type { Seeder } from '../seed/seed';
import { catalogSeeder } from '../seed/domain-seeders';
import { sandboxPaymentRoutes } from '../payments/sandbox-page';
import { contentRoutes } from '../content/banner-images';
import { loyaltyImageRoutes } from '../loyalty/images';
import { ofrepRoutes } from '../ofrep/ofrep-routes';
import { ipLookupRoutes } from '../ip-lookup/ip-lookup-routes';
import { integrationRoutes } from '../integrations/routes';

/** Non-registry routes a domain serves (the sandbox payment page, banner and loyalty pictures). */
export const routePlugins: Array<(services: Services) => (app: FastifyInstance) => void> = [sandboxPaymentRoutes, contentRoutes, loyaltyImageRoutes];
// Third parties the sandbox plays (issue 12, s3-flags): the feature-flag service (OFREP) and the IP lookup.
routePlugins.push(ofrepRoutes, ipLookupRoutes);
// The monitoring collector, the support widget and the captcha challenge (issue 12, s3-monitor).
routePlugins.push(integrationRoutes);

/** Domain seeders run after the content seed, in order. */
export const seeders: Seeder[] = [catalogSeeder];
