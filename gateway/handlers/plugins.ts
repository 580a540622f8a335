import type { FastifyInstance } from 'fastify';
import type { Services } from '../http/context';
import type { Seeder } from '../seed/seed';
import { catalogSeeder } from '../seed/domain-seeders';
import { sandboxPaymentRoutes } from '../payments/sandbox-page';
import { loyaltyImageRoutes } from '../loyalty/images';
import { contentRoutes } from '../content/banner-images';

/** Non-registry routes a domain serves (the sandbox payment page, banner and loyalty images). */
export const routePlugins: Array<(services: Services) => (app: FastifyInstance) => void> = [sandboxPaymentRoutes, contentRoutes, loyaltyImageRoutes];

/** Domain seeders run after the content seed, in order. */
export const seeders: Seeder[] = [catalogSeeder];
