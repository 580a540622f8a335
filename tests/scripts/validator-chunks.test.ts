import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chunkFileNames, validatorSetHash } from '../../scripts/validator-chunks';

// The validators' chunks share one hash of the whole set (issue 47: no per-file hash in every page's entry); a change
// to any validator must still give every validator file a new name, since /assets/ is cached for a year.
const root = mkdtempSync(join(tmpdir(), 'validator-chunks-'));
const dir = join(root, 'src', 'api', 'generated', 'validators');
mkdirSync(dir, { recursive: true });
const write = (name: string, code: string) => writeFileSync(join(dir, `${name}.js`), code);
write('GET_LINES', 'export default function v() { return true; }');
write('GET_ORDER', 'export default function v() { return false; }');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('validator chunk names', () => {
  it('a validator chunk takes the set hash; any other chunk, a group of validators included, its own', () => {
    const name = chunkFileNames(root);
    const hash = validatorSetHash(root);
    expect(name({ name: 'GET_LINES', facadeModuleId: join(dir, 'GET_LINES.js'), moduleIds: [join(dir, 'GET_LINES.js')] })).toBe(`assets/[name]-${hash}.js`);
    expect(name({ name: 'boot-validators', facadeModuleId: null, moduleIds: [join(dir, 'GET_LINES.js'), join(dir, 'GET_ORDER.js')] })).toBe('assets/[name]-[hash].js');
    expect(name({ name: 'profile-page', facadeModuleId: join(root, 'src', 'profile-page.tsx'), moduleIds: [join(root, 'src', 'profile-page.tsx')] })).toBe('assets/[name]-[hash].js');
  });

  it('the set hash changes when any validator changes, is added or is renamed', () => {
    const before = validatorSetHash(root);
    expect(validatorSetHash(root)).toBe(before);
    write('GET_ORDER', 'export default function v() { return 1; }');
    const changed = validatorSetHash(root);
    expect(changed).not.toBe(before);
    write('GET_USER', 'export default function v() { return 1; }');
    const added = validatorSetHash(root);
    expect(added).not.toBe(changed);
    rmSync(join(dir, 'GET_USER.js'));
    write('GET_USERS', 'export default function v() { return 1; }');
    expect(validatorSetHash(root)).not.toBe(added);
  });
});
