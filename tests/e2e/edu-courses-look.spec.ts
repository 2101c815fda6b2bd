import { STORAGE_KEYS } from '../../core/src/common/storage-keys.ts';
import { expect, presetStorage, test } from './fixtures.ts';

/**
 * Not a check: screenshots of the courses and units pages at 1440 and 800 px, light and dark, into
 * test-results/look/ for a person to look at (LOOK=1 runs it; the suite skips it).
 */
test.use({ account: 'teacher' });
test.skip(!process.env.LOOK, 'LOOK=1 takes the screenshots');

for (const theme of ['light', 'dark'] as const)
  for (const width of [1440, 800])
    test(`courses and units, ${theme}, ${width} px`, async ({ page, signedIn }) => {
      void signedIn;
      test.slow();
      await presetStorage(page, { [STORAGE_KEYS.theme]: theme });
      await page.setViewportSize({ width, height: 1000 });
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/look/edu-${name}-${theme}-${width}.png`, fullPage: true });
      await page.goto('/edu/courses');
      await expect(page.getByTestId('edu-course-row').first()).toBeVisible();
      await shot('courses');
      await page.getByTestId('edu-course-row').filter({ hasText: 'ONTO-101' }).getByRole('link').first().click();
      await expect(page.getByRole('tree')).toBeVisible();
      await shot('course');
      await page.getByTestId('object-assignments').scrollIntoViewIfNeeded();
      await shot('course-assignments');
      await page.goto('/edu/alu');
      await expect(page.getByTestId('unit-row').first()).toBeVisible();
      await shot('units');
      await page.getByTestId('unit-row').filter({ hasText: 'ONTO-101-4' }).getByRole('link').first().click();
      await expect(page.getByTestId('question-card').first()).toBeVisible();
      await shot('unit');
      await page.getByTestId('question-card').first().scrollIntoViewIfNeeded();
      await shot('unit-questions');
    });
