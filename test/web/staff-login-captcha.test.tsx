/**
 * WAF's CAPTCHA on the staff log-ins: a log-in call without a solved puzzle is answered 405 by WAF;
 * the log-in card says to reload the page (where WAF shows the puzzle), and stays usable.
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_NEEDED } from '#web/lib/staff-login-problem';
import { preloadAdminArea } from './admin-fixtures';
import { fail, fakeApi, ok } from './fake-api';
import { renderApp } from './render-app';

beforeAll(preloadAdminArea);

describe('a staff log-in asked for a CAPTCHA', () => {
  it('says to reload the page and confirm being a person, and lets the log-in be tried again', async () => {
    const api = fakeApi({ adminLogin: () => fail(405, 'Method Not Allowed') });
    const { user } = renderApp('/admin/login');
    await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'admin@earnlearn.in');
    await user.type(screen.getByLabelText(/^Password/), 'Admin@Earnlearn1');

    await user.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CAPTCHA_NEEDED);
    expect(CAPTCHA_NEEDED).toBe('Please reload this page and confirm you are a person, then log in again.');
    expect(screen.queryByText('Logging in')).not.toBeInTheDocument();
    api.set('adminLogin', () => ok({ success: false }));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });
});
