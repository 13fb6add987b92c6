import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readCatalogue, renderApp } from '../../../tests/support/render-app';

const en = readCatalogue('en');

async function openRegister() {
  renderApp({ path: '/register' });
  return screen.findByRole('form', { name: en['register.formLabel'] });
}

describe('register screen', () => {
  it('scores the password live, with the translated label and feedback', async () => {
    const user = userEvent.setup();
    const form = await openRegister();
    const password = within(form).getByLabelText(en['register.password']!);
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(within(form).queryByRole('meter')).toBeNull();

    await user.type(password, 'abc');
    let meter = within(form).getByRole('meter', { name: en['passwordStrength.title'] });
    // Lowercase only: 1 point.
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuetext', en['passwordStrength.levels.1']);
    const feedback = within(form)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(feedback).toEqual([
      en['passwordStrength.feedback.length'],
      en['passwordStrength.feedback.uppercase'],
      en['passwordStrength.feedback.number'],
      en['passwordStrength.feedback.special'],
    ]);
    // The field is described by the meter.
    expect(password.getAttribute('aria-describedby')).toContain('register-password-strength');

    await user.type(password, 'D3!xyzw');
    meter = within(form).getByRole('meter', { name: en['passwordStrength.title'] });
    expect(meter).toHaveAttribute('aria-valuenow', '5');
    expect(within(form).queryAllByRole('listitem')).toHaveLength(0);
  });

  it("refuses a weak password with SPEC §5's feedback joined with '. '", async () => {
    const user = userEvent.setup();
    const form = await openRegister();
    await user.type(within(form).getByLabelText(en['register.firstName']!), 'Ada');
    await user.type(within(form).getByLabelText(en['register.lastName']!), 'Lovelace');
    await user.type(within(form).getByLabelText(en['register.email']!), 'ada@example.test');
    await user.type(within(form).getByLabelText(en['register.password']!), 'password1');
    await user.click(within(form).getByRole('button', { name: en['register.submit'] }));
    const password = within(form).getByLabelText(en['register.password']!);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(within(form).getByRole('alert')).toHaveTextContent(
      [
        en['passwordStrength.feedback.uppercase'],
        en['passwordStrength.feedback.special'],
        en['passwordStrength.feedback.common'],
      ].join('. '),
    );
    // The rules show once (issue 22): in the field's message, not again in the meter's list,
    // and both describe the field.
    expect(within(form).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      within(form).getAllByText(en['passwordStrength.feedback.uppercase']!, { exact: false }),
    ).toHaveLength(1);
    const describedBy = password.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toEqual(['register-password-error', 'register-password-strength']);
    // Typing again clears the message: the meter's list takes the rules back.
    await user.type(password, 'A');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(
      within(form)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([en['passwordStrength.feedback.special'], en['passwordStrength.feedback.common']]);
  });

  it('names every empty field and can be used with the keyboard alone', async () => {
    const user = userEvent.setup();
    const form = await openRegister();
    within(form).getByLabelText(en['register.firstName']!).focus();
    await user.keyboard('{Enter}');
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      en['register.validation.firstNameRequired'],
      en['register.validation.lastNameRequired'],
      en['register.validation.emailRequired'],
      en['passwordStrength.feedback.required'],
    ]);
    expect(within(form).getByLabelText(en['register.firstName']!)).toHaveFocus();
    await user.keyboard('Ada');
    await user.tab();
    expect(within(form).getByLabelText(en['register.lastName']!)).toHaveFocus();
    // Fixing a field clears its message.
    expect(within(form).queryByText(en['register.validation.firstNameRequired']!)).toBeNull();
  });

  it('links the terms and the privacy policy', async () => {
    const form = await openRegister();
    expect(within(form).getByRole('link', { name: en['pages.terms.title'] })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(form).getByRole('link', { name: en['pages.privacy.title'] })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
