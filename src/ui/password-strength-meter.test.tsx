import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

/** A meter for a valid password with no advice left, at `score`. */
function renderStrong(score: number) {
  render(
    <PasswordStrengthMeter
      id="strength"
      score={score}
      isValid
      title="Password strength"
      levelLabel="Strong"
      feedback={[]}
    />,
  );
}

describe('PasswordStrengthMeter', () => {
  it('shows the score as a named meter with its label and the feedback list', () => {
    render(
      <PasswordStrengthMeter
        id="strength"
        score={2}
        isValid={false}
        title="Password strength"
        levelLabel="Weak"
        feedback={['Add a number', 'Add a special character']}
      />,
    );
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    expect(meter).toHaveAttribute('aria-valuenow', '2');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(meter.querySelectorAll('[data-filled]')).toHaveLength(2);
    expect(screen.getByText('Weak')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Add a number',
      'Add a special character',
    ]);
    expect(document.getElementById('strength')).toHaveAttribute('data-valid', 'false');
  });

  it('marks a valid score and leaves out an empty feedback list', () => {
    renderStrong(5);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.getElementById('strength')).toHaveAttribute('data-valid', 'true');
  });

  it('keeps the bar within its range', () => {
    renderStrong(9);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '5');
  });
});
