/**
 * A doc page loads its own section's data only (issue 17): the routes,
 * sidebar items and doc metadata of other sections stay out of the scripts
 * it loads until it has hydrated, so that its first load does not grow
 * with the number of articles. The sidebar still shows other sections, and
 * opening one shows its articles; a link to another section still leads
 * there. What is expected is derived from docs/: each folder is a section,
 * a doc's id is its path there without the extension.
 */
import {expect, test, type Page} from '@playwright/test';

import {siteContent, type DocPage} from '../site-routes';
import {collectConsoleProblems, root, waitForHydration} from './utils';

const content = siteContent(root);
const sections = content.sections.filter(
  (section) => section.docs.some((doc) => !doc.unlisted) && section.route,
);

/** The id Docusaurus gives a doc: its path under docs/, or front matter's. */
function docId(doc: DocPage): string {
  const relative = doc.file.replace(/^docs\//, '').replace(/\.mdx?$/, '');
  const id = doc.frontMatter.id;
  return typeof id === 'string'
    ? relative.replace(/[^/]+$/, id)
    : relative.replace(/(^|\/)\d+-/g, '$1');
}

/** The bodies of the scripts a page loads until it has hydrated. */
async function scriptsUntilHydrated(page: Page, route: string) {
  const bodies: Promise<string>[] = [];
  let hydrated = false;
  page.on('response', (response) => {
    if (!hydrated && response.request().resourceType() === 'script') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  await page.goto(route);
  await waitForHydration(page);
  hydrated = true;
  return (await Promise.all(bodies)).join('\n');
}

test('there are at least two sections to tell apart', () => {
  expect(sections.length).toBeGreaterThanOrEqual(2);
});

for (const section of sections) {
  const article = section.docs.find((doc) => !doc.unlisted)!;
  test(`${article.route} loads the data of ${section.folder} and of no other section`, async ({
    page,
  }) => {
    const scripts = await scriptsUntilHydrated(page, article.route);
    // Its own section's data is there: the test looks in the right place.
    for (const doc of section.docs.filter((d) => !d.unlisted)) {
      expect(scripts, `${docId(doc)} of its own section`).toContain(
        `"${docId(doc)}"`,
      );
    }
    for (const other of sections.filter((s) => s !== section)) {
      for (const doc of other.docs) {
        expect(
          scripts.includes(`"${docId(doc)}"`),
          `${docId(doc)} (${other.folder}) in the scripts of ${article.route}`,
        ).toBe(false);
      }
    }
  });
}

test('the introduction loads no section’s data', async ({page}) => {
  const scripts = await scriptsUntilHydrated(page, '/docs/intro');
  for (const doc of sections.flatMap((s) => s.docs)) {
    expect(scripts.includes(`"${docId(doc)}"`), docId(doc)).toBe(false);
  }
});

/**
 * Opens the first section's first article; returns the second section,
 * whose data that page has not loaded.
 */
async function fromFirstSection(page: Page) {
  const [here, there] = sections;
  await page.goto(here!.docs.find((doc) => !doc.unlisted)!.route);
  await waitForHydration(page);
  return there!;
}

test('another section opened in the sidebar lists its articles, and they open', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const there = await fromFirstSection(page);
  const sidebar = page.getByRole('navigation', {name: 'Разделы базы знаний'});
  await sidebar
    .getByRole('button', {
      name: `Развернуть раздел «${there!.label}» в боковой панели`,
    })
    .click();
  const target = there!.docs.find((doc) => !doc.unlisted)!;
  const link = sidebar.locator(`a[href="${encodeURI(target.route)}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(target.route)}$`));
  await expect(
    sidebar.locator(
      `a[href="${encodeURI(target.route)}"][aria-current="page"]`,
    ),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('another section’s index, opened from the sidebar, shows its cards', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const there = await fromFirstSection(page);
  // A client-side navigation into a section the page has not loaded.
  await page
    .getByRole('navigation', {name: 'Разделы базы знаний'})
    .locator(`a[href="${encodeURI(there!.route!)}"]`)
    .click();
  await expect(page).toHaveURL(new RegExp(`${encodeURI(there!.route!)}$`));
  const cards = page.locator('main article a.card');
  await expect(cards).toHaveCount(
    there!.docs.filter((doc) => !doc.unlisted).length,
  );
  expect(problems).toEqual([]);
});
