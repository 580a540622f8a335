import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import type { Seeder } from '../seed/seed';
import { catalogSeeder } from '../seed/domain-seeders';
import { sandboxPaymentRoutes } from '../payments/sandbox-page';
import { contentRoutes } from '../content/banner-images';
import { loyaltyImageRoutes } from '../loyalty/images';
import { integrationRoutes } from '../integrations/routes';

/** Non-registry routes a domain serves (the sandbox payment page, banner and loyalty pictures). */
export const routePlugins: Array<(services: Services) => (app: FastifyInstance) => void> = [sandboxPaymentRoutes, contentRoutes, loyaltyImageRoutes];
routePlugins.push(integrationRoutes);

/** Domain seeders run after the content seed, in order. */
export const seeders: Seeder[] = [catalogSeeder];
