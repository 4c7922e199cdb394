import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

// The layer, naming and promise rules of eslint.config.js, and the formatting of .prettierrc.json,
// tried on files that exist only in this test: each rule must refuse what it is there to refuse,
// and let a well-placed file through. The imported files are real, so the imports resolve.

const root = path.join(import.meta.dirname, '..');

// Two linters with the repository's configuration. The layer, naming and import rules read no types:
// `failedRules` runs them without the TypeScript projects, which would take most of a minute to load
// for files that exist only in this test. The promise rule needs the types: `failedTypedRules`
// runs the configuration exactly as the tree does, on real files of each project.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});
const typedEslint = new ESLint({ cwd: root });

async function rulesFailedBy(linter: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(root, file), warnIgnored: true });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/** The rules that read no types and fail `code` written at `file` (a path from the repository's root). */
const failedRules = (file: string, code: string) => rulesFailedBy(eslint, file, code);

/** The rules, the type-aware ones included, that fail `code` in place of the real `file`'s text. */
const failedTypedRules = (file: string, code: string) => rulesFailedBy(typedEslint, file, code);

/** Whether Prettier, with the repository's settings, would leave `code` written at `file` as it is. */
async function isFormatted(file: string, code: string): Promise<boolean> {
  const filepath = path.join(root, file);
  const options = await prettier.resolveConfig(filepath);
  return prettier.check(code, { ...options, filepath });
}

describe('the layer rules', () => {
  it('keep a web feature out of another feature, and let it use its own files and the shared ones', async () => {
    expect(
      await failedRules(
        'apps/web/src/features/cart/x.ts',
        "import { getOrder } from '#web/features/orders/api/get-order';\n\nexport const orderOf = getOrder;\n",
      ),
    ).toContain('boundaries/dependencies');
    expect(
      await failedRules(
        'apps/web/src/features/cart/x.ts',
        [
          "import { readGuestCart } from '#web/features/cart/guest-cart';",
          "import { useSession } from '#web/lib/session';",
          '',
          'export const parts = [readGuestCart, useSession];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('keep features and screens out of the shared components and helpers', async () => {
    const importing = (target: string) => `import * as other from '${target}';\n\nexport const parts = other;\n`;
    expect(await failedRules('apps/web/src/lib/x.ts', importing('#web/features/cart/guest-cart'))).toContain(
      'boundaries/dependencies',
    );
    expect(await failedRules('apps/web/src/components/ui/x.ts', importing('#web/app/router'))).toContain(
      'boundaries/dependencies',
    );
    expect(await failedRules('apps/web/src/i18n/x.ts', importing('#web/features/cart/guest-cart'))).toContain(
      'boundaries/dependencies',
    );
    expect(await failedRules('apps/web/src/lib/x.ts', importing('#web/lib/session'))).toEqual([]);
  });

  it('keep calls to the API out of screens', async () => {
    const screen = 'apps/web/src/app/screens/x-screen.tsx';
    expect(await failedRules(screen, "export const load = () => fetch('/api/products');\n")).toContain(
      'no-restricted-globals',
    );
    expect(await failedRules(screen, "export const load = () => window.fetch('/api/products');\n")).toContain(
      'no-restricted-properties',
    );
    expect(
      await failedRules('apps/web/src/features/cart/api/x.ts', "export const load = () => fetch('/api/cart');\n"),
    ).toEqual([]);
  });

  it('keep the API’s lib/ and db/ free of modules, and let them use their own helpers', async () => {
    const importing = (target: string) => `import * as other from '${target}';\n\nexport const parts = other;\n`;
    expect(await failedRules('apps/api/src/lib/x.ts', importing('#api/modules/users/users.service.js'))).toContain(
      'boundaries/dependencies',
    );
    expect(await failedRules('apps/api/src/db/x.ts', importing('#api/modules/users/users.service.js'))).toContain(
      'boundaries/dependencies',
    );
    expect(await failedRules('apps/api/src/lib/x.ts', importing('#api/lib/errors.js'))).toEqual([]);
    expect(await failedRules('apps/api/src/modules/users/x.ts', importing('#api/lib/errors.js'))).toEqual([]);
  });
});

describe('the import rule', () => {
  it('refuses a path that goes up two folders, and takes the alias', async () => {
    const file = 'apps/api/src/modules/users/x.ts';
    const importing = (target: string) => `import { AppError } from '${target}';\n\nexport const Failure = AppError;\n`;
    expect(await failedRules(file, importing('../../lib/errors.js'))).toContain('no-restricted-imports');
    expect(await failedRules(file, importing('#api/lib/errors.js'))).toEqual([]);
  });
});

describe('the promise rule', () => {
  it('refuses a promise nobody waits for, and takes one awaited or marked void', async () => {
    const calling = (call: string) =>
      `async function save(): Promise<void> {}\n\nexport async function run() {\n  ${call};\n}\n`;
    // In a real file of the API's TypeScript project, read with the text given here in place of its own.
    // The rule is configured once for every file, and `npm run lint` loads each project on the tree
    // itself; loading the other projects here again would only add their half-minute.
    const file = 'apps/api/src/lib/errors.ts';
    expect(await failedTypedRules(file, calling('save()'))).toContain('@typescript-eslint/no-floating-promises');
    expect(await failedTypedRules(file, calling('await save()'))).toEqual([]);
    expect(await failedTypedRules(file, calling('void save()'))).toEqual([]);
  });
});

describe('the naming rules', () => {
  const code = 'export const answer = 42;\n';

  it('refuse a file or folder name that is not kebab-case', async () => {
    expect(await failedRules('apps/web/src/components/ui/PriceTag.ts', code)).toContain(
      'check-file/filename-naming-convention',
    );
    expect(await failedRules('apps/api/src/modules/giftCards/gift-cards.service.ts', code)).toContain(
      'check-file/folder-naming-convention',
    );
    expect(await failedRules('e2e/gift_cards.spec.ts', code)).toContain('check-file/filename-naming-convention');
  });

  it('take kebab-case names, with a second part saying what the file is', async () => {
    expect(await failedRules('apps/web/src/components/ui/price-tag.ts', code)).toEqual([]);
    expect(await failedRules('apps/api/src/modules/gift-cards/gift-cards.admin-routes.ts', code)).toEqual([]);
    expect(await failedRules('packages/shared/src/gift-cards.test.ts', code)).toEqual([]);
    expect(await failedRules('e2e/gift-cards.spec.ts', code)).toEqual([]);
  });
});

describe('the formatting check', () => {
  it('refuses a file Prettier would change, Tailwind classes out of order included', async () => {
    expect(await isFormatted('apps/api/src/lib/x.ts', 'export const answer = {a:1}\n')).toBe(false);
    expect(
      await isFormatted('apps/web/src/components/ui/x.tsx', 'export const X = () => <div className="p-4 flex" />;\n'),
    ).toBe(false);
  });

  it('takes a formatted file', async () => {
    expect(await isFormatted('apps/api/src/lib/x.ts', "export const answer = { a: 1, b: 'two' };\n")).toBe(true);
    expect(
      await isFormatted('apps/web/src/components/ui/x.tsx', 'export const X = () => <div className="flex p-4" />;\n'),
    ).toBe(true);
  });
});
