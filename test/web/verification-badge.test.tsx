/**
 * The employer's verification badge: each level's label (from the catalogue, so in the site's language) beside
 * its icon; axe finds nothing.
 */
import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_LEVELS } from '#shared/domain/employer-verification';
import { EmployerBadge } from '#web/components/EmployerBadge';
import { chooseLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './privacy-fixtures';
import { renderWithProviders } from './render-app';

describe('EmployerBadge', () => {
  it('names every level in English, each with an icon', async () => {
    renderWithProviders(
      <ul>
        {VERIFICATION_LEVELS.map((level) => (
          <li key={level}>
            <EmployerBadge level={level} />
          </li>
        ))}
      </ul>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Not verified yet',
      'E-mail confirmed',
      'Work e-mail matches its website',
      'Verified: documents checked',
    ]);
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
    expect(await accessibilityProblems()).toEqual([]);
  });

  it('shows the label in the chosen language', async () => {
    renderWithProviders(<EmployerBadge level="documentsChecked" />);
    await act(() => chooseLanguage('hi'));
    expect(await screen.findByText('सत्यापित: दस्तावेज़ जाँचे गए')).toBeVisible();
    await act(() => chooseLanguage('en'));
  });
});
