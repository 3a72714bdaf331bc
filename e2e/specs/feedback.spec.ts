import { expect, test } from '@playwright/test';
import { THEMES, expectNoAxeViolations, themedPage } from '../support/axe';
import { callFromPage } from '../support/loyalty-api';
import { signIn } from '../support/session';

interface Ratings {
  DATA: {
    RATINGS: {
      rating_id: string;
      description: string;
      secondLanguage?: string;
      rating_type: string;
    }[];
    RATING_OPTIONS: { rating_id?: string; options_desc: string; index_num: number }[];
  };
}

test.describe('feedback', () => {
  test('the rating questions are star or emoji radio groups, and Share lands on /profile', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/feedback');
    const answer = await callFromPage<Ratings>(page, '/api/crm/Loy_getRatingsAndOptions', {
      client_id: '1001',
      publish: 'Y',
    });
    const questions = answer.DATA.RATINGS;
    const groups = page.getByTestId('rating');
    await expect(groups).toHaveCount(questions.length);

    for (const [index, question] of questions.entries()) {
      const group = groups.nth(index);
      await expect(group).toHaveAttribute(
        'data-type',
        /^star/i.test(question.rating_type) ? 'Star' : 'Emoji',
      );
      await expect(group.getByRole('radio')).toHaveCount(5);
      await expect(group.getByTestId('rating-chosen')).toHaveText('Choose your experience');
      if (question.secondLanguage) {
        const second = group.getByText(question.secondLanguage);
        await expect(second).toHaveAttribute('dir', 'auto');
        await expect(second).toHaveAttribute('lang', 'ar');
      }
      const options = answer.DATA.RATING_OPTIONS.filter(
        (o) => o.rating_id === question.rating_id,
      ).sort((a, b) => a.index_num - b.index_num);
      const pick = options[3] ?? options[0];
      if (!pick) throw new Error(`question ${question.rating_id} has no options`);
      await group.getByRole('radio', { name: pick.options_desc, exact: true }).check();
      await expect(group.getByTestId('rating-chosen')).toContainText(pick.options_desc);
    }
    // Keyboard: arrows move the choice within a group.
    const firstGroup = groups.first();
    await firstGroup.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(firstGroup.getByRole('radio').nth(2)).toBeChecked();

    // The improvement box exists but stays hidden.
    await expect(page.getByLabel('Suggest anything we can improve')).toBeHidden();

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status')).toContainText('Successfully saved');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'loyalty_feedback');
    expect(cookie?.value).toBe('true');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(199);
    expect(days).toBeLessThanOrEqual(200);
    await expect(page).toHaveURL(/\/profile$/, { timeout: 5_000 });
  });

  test('an option in two languages reads English · Arabic, each in its own direction', async ({
    page,
  }) => {
    await signIn(page, 'demo');
    await page.goto('/feedback');
    const group = page
      .getByTestId('rating')
      .filter({ has: page.getByRole('radio', { name: 'Very good' }) })
      .first();
    await group.getByRole('radio', { name: 'Very good', exact: true }).check();
    const chosen = group.getByTestId('rating-chosen');
    await expect(chosen).toHaveText('Very good · جيد جداً');
    const arabic = chosen.getByText('جيد جداً', { exact: true });
    await expect(arabic).toHaveAttribute('dir', 'auto');
    // On the screen, left to right: the English, then the dot, then the Arabic (itself read
    // right to left), not the dot pushed to the Arabic's far end.
    const boxes = await chosen.evaluate((p) => {
      const dot = Array.from(p.querySelectorAll('span')).find((s) => s.textContent?.trim() === '·');
      const english = Array.from(p.querySelectorAll('span')).find(
        (s) => s.textContent === 'Very good',
      );
      const arabicSpan = Array.from(p.querySelectorAll('span')).find(
        (s) => s.textContent === 'جيد جداً',
      );
      const box = (el: Element | undefined) => {
        if (!el) return null;
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        return {
          left: Math.min(...rects.map((r) => r.left)),
          right: Math.max(...rects.map((r) => r.right)),
        };
      };
      return { english: box(english), dot: box(dot), arabic: box(arabicSpan) };
    });
    expect(boxes.english && boxes.dot && boxes.arabic, JSON.stringify(boxes)).toBeTruthy();
    expect(boxes.english!.right).toBeLessThanOrEqual(boxes.dot!.left + 0.5);
    expect(boxes.dot!.right).toBeLessThanOrEqual(boxes.arabic!.left + 0.5);
  });

  test("a refusal shows the server's MESSAGE in red", async ({ page }) => {
    await signIn(page, 'demo');
    await page.goto('/feedback');
    await expect(page.getByTestId('rating').first()).toBeVisible();
    // Nothing chosen: the server refuses with STATUS 'FAIL' and says why.
    await page.getByRole('button', { name: 'Share' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(alert).toHaveClass(/alert-banner--err/);
    await expect(page).toHaveURL(/\/feedback$/);
  });
});

for (const theme of THEMES) {
  test(`feedback passes axe in the ${theme} theme`, async ({ browser }) => {
    const page = await themedPage(browser, theme);
    await signIn(page, 'demo');
    await page.goto('/feedback');
    await expect(page.getByTestId('rating').first()).toBeVisible();
    await page.getByTestId('rating').first().getByRole('radio').nth(2).check();
    await expectNoAxeViolations(page, '/feedback');
    await page.context().close();
  });
}
