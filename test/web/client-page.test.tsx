import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '#web/lib/i18n';
import { accessibilityProblems } from './axe-problems';
import { renderApp } from './render-app';

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

const NAV_ITEMS = ['About', 'Our Services', 'Clients', 'Contact', 'Call Now'];

describe('/client', () => {
  it('has a nav item for each spec entry, each pointing at a section of the page', async () => {
    renderApp('/client');
    const nav = await screen.findByRole('navigation', { name: 'Client page' });

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV_ITEMS);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/client#[\w-]+$/);
      const target = document.getElementById(href.split('#')[1] ?? '');
      expect(target, `section for ${link.textContent}`).not.toBeNull();
      expect(nav.contains(target)).toBe(false);
    }
  });

  it('opens and closes the mobile menu with the menu button', async () => {
    const { user } = renderApp('/client');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Client page' });
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when a nav item is chosen', async () => {
    const { user } = renderApp('/client');
    const toggle = await screen.findByRole('button', { name: 'Menu' });

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Our Services' }));

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the COVID-19 hero, the three services, four steps, press, logos and hours', async () => {
    renderApp('/client');

    expect(await screen.findByRole('heading', { level: 1, name: /COVID-19/ })).toBeInTheDocument();
    for (const service of ['Diligence', 'Auditing', 'New Business Development']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/^Step \d$/)).toHaveLength(4);
    expect(screen.getAllByRole('link', { name: /^Featured in / }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: /client$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/Mon-Fri 09:00-17:00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Earnlearn on LinkedIn' })).toBeInTheDocument();
  });

  it('embeds the lead form twice, as the contact block while no form id is set', async () => {
    renderApp('/client');
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('region', { name: 'Get your work done' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request work from our team' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('has a language switch: the whole page in Hindi, then Telugu, the spec texts in English as they were', async () => {
    const { user } = renderApp('/client');
    await screen.findByRole('heading', { level: 1, name: 'COVID-19 compliance, enforced on the ground' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'COVID-19 नियमों का पालन, ज़मीन पर लागू' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'व्यवसाय पेज' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['परिचय', 'हमारी सेवाएँ', 'ग्राहक', 'संपर्क', 'अभी कॉल करें']);
    expect(screen.getByRole('heading', { name: 'हमारी टीम से काम करवाने का अनुरोध करें' })).toBeInTheDocument();
    expect(screen.getByText('चरण 4')).toBeInTheDocument();
    expect(document.title).toBe('व्यवसायों के लिए | Earnlearn');
    expect(await accessibilityProblems()).toEqual([]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'తెలుగు');
    expect(await screen.findByRole('heading', { level: 2, name: 'మా సేవలు' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'పని కోసం చూస్తున్నారా? విద్యార్థుల సైట్‌కు వెళ్లండి' })).toBeInTheDocument();
  });
});
