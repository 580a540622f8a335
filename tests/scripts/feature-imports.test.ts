import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/2026-11-28-one-feature-one-folder.md: a feature imports another feature only by its index.ts.
// The lint rule is held to that here on a file that is not written to disk (lintText with a path inside a feature).
const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });
const RULE = 'house/feature-imports-index-only';

async function problemsOf(code: string, file = join(root, 'src', 'features', 'loyalty', 'probe.ts')): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('a feature imports another feature only by its index', () => {
  it("refuses another feature's inner file, and names the index to use", async () => {
    const problems = await problemsOf("import { checkoutMessages } from '../checkout/messages';\nexport const x = checkoutMessages;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("'../checkout'");
  });

  it("refuses an inner file re-exported, and one in a feature's subfolder", async () => {
    expect(await problemsOf("export { checkoutMessages } from '../checkout/messages';\n")).toHaveLength(1);
    expect(await problemsOf("import { GuestVerificationModal } from '../auth/guest-verification/guest-verification-modal';\nexport const x = GuestVerificationModal;\n")).toHaveLength(1);
  });

  it("refuses another feature's inner file in a lazy import() too: the index exports a loader", async () => {
    const problems = await problemsOf("export const lazy = () => import('../checkout/esim-activation-view');\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("'../checkout'");
  });

  it("takes another feature's index, the feature's own files, a lazy import() of an index or an own file, and a stylesheet", async () => {
    const code = [
      "import { checkoutMessages } from '../checkout';",
      "import { checkoutMessages as same } from '../checkout/index';",
      "import { loyaltyMessages } from './messages';",
      "import '../auth/auth.css';",
      "export const lazy = () => import('../checkout');",
      "export const own = () => import('./redeem-panel');",
      'export const x = [checkoutMessages, same, loyaltyMessages];',
    ].join('\n');
    expect(await problemsOf(code)).toEqual([]);
  });

  it('does not hold files outside src/features (tests and pages import what they test or compose)', async () => {
    expect(await problemsOf("import { checkoutMessages } from '../features/checkout/messages';\nexport const x = checkoutMessages;\n", join(root, 'src', 'pages', 'probe.ts'))).toEqual([]);
  });
});
