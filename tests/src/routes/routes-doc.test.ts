import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderRoutesDoc } from '../../../scripts/routes-doc';
import { isBuiltPage } from '../../../src/pages/route-page';
import { routeTable } from '../../../src/routes/route-table';

describe('docs/routes.md', () => {
  it('lists exactly the routes whose page is not built (run npx tsx scripts/routes-doc.ts if this fails)', () => {
    const current = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'routes.md'), 'utf8');
    expect(current).toBe(renderRoutesDoc(isBuiltPage, routeTable));
  });

  it.each([
    { page: 'journey', built: true },
    { page: 'login', built: true },
    { page: 'manual-ekyc', built: true },
    { page: 'paylink', built: true },
    { page: 'retail-onboarding', built: true },
    { page: 'zendesk', built: true },
    { page: 'no-such-page', built: false },
  ])('$page built: $built', ({ page, built }) => {
    expect(isBuiltPage(page)).toBe(built);
  });
});
