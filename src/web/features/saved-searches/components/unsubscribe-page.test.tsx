/**
 * The unsubscribe page an alert e-mail's link opens (issue #34 item 5), against the real API and
 * signed out: nothing changes until the button is pressed; then the alert is off. A link that is
 * not valid says so.
 */
import { screen } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearchAlerts, savedSearches } from '../../../../db/schema';
import { savedSearchTexts } from '../../../../shared/saved-searches/schemas';
import { hashToken, newToken } from '../../../../server/platform/lib/tokens';
import { createCompany } from '../../../../../test/helpers';
import { startComponentApi } from '../../../../../test/web/api';
import { renderWithApp } from '../../../../../test/web/render';
import { UnsubscribePage } from './unsubscribe-page';

const api = await startComponentApi();

/** A company's instant search with one alert sent: the alert e-mail's token. */
async function alertToken() {
  const company = await createCompany(api.db);
  const [search] = await api.db
    .insert(savedSearches)
    .values({
      companyId: company.id,
      userId: company.id,
      name: 'Rust people',
      query: { skills: 'Rust' },
      alert: 'instant',
      createdVersion: 0,
    })
    .returning();
  const token = newToken();
  await api.db.insert(savedSearchAlerts).values({
    savedSearchId: search!.id,
    period: 'instant:1',
    candidateCount: 1,
    unsubscribeTokenHash: hashToken(token),
  });
  return { id: search!.id, token };
}

describe('UnsubscribePage (issue #34 item 5)', () => {
  it('turns the alert off when the button is pressed, without login', async () => {
    const { id, token } = await alertToken();
    const { user } = renderWithApp(<UnsubscribePage token={token} />);
    expect(screen.getByRole('heading', { name: 'Turn off these alerts?' })).toBeVisible();
    const [before] = await api.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(before!.alert).toBe('instant');

    await user.click(screen.getByRole('button', { name: 'Turn Off Alerts' }));
    expect(
      await screen.findByRole('heading', { name: savedSearchTexts.unsubscribed }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('"Rust people"');
    const [after] = await api.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(after!.alert).toBe('off');
  });

  it('says so when the link is not valid', async () => {
    const { user } = renderWithApp(<UnsubscribePage token="nope" />);
    await user.click(screen.getByRole('button', { name: 'Turn Off Alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      savedSearchTexts.unsubscribeNotFound,
    );
  });
});
