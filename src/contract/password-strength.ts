/** SPEC §5's password strength rules, shared by the forms and the server. */

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  length: 'Password should be at least 8 characters long',
  uppercase: 'Password should contain at least one uppercase letter',
  lowercase: 'Password should contain at least one lowercase letter',
  number: 'Password should contain at least one number',
  special: 'Password should contain at least one special character',
  common: 'Password contains common patterns that are easily guessed',
  repeated: 'Password contains repeated characters',
} as const;

export const MIN_VALID_SCORE = 3;
const COMMON_PATTERNS = ['password', '123456', 'qwerty', 'abcdef', 'abc123'];

export interface PasswordStrength {
  score: number;
  isValid: boolean;
  feedback: string[];
  /** The feedback joined with '. ' (SPEC §5). */
  message: string;
}

export function evaluatePasswordStrength(password: string): PasswordStrength {
  if (!password) {
    return {
      score: 0,
      isValid: false,
      feedback: [PASSWORD_MESSAGES.required],
      message: PASSWORD_MESSAGES.required,
    };
  }
  const checks: [boolean, string][] = [
    [password.length >= 8, PASSWORD_MESSAGES.length],
    [/[A-Z]/.test(password), PASSWORD_MESSAGES.uppercase],
    [/[a-z]/.test(password), PASSWORD_MESSAGES.lowercase],
    [/\d/.test(password), PASSWORD_MESSAGES.number],
    [/[^A-Za-z0-9]/.test(password), PASSWORD_MESSAGES.special],
  ];
  let score = checks.filter(([passed]) => passed).length;
  const feedback = checks.filter(([passed]) => !passed).map(([, message]) => message);
  const lower = password.toLowerCase();
  if (COMMON_PATTERNS.some((pattern) => lower.includes(pattern))) {
    score -= 2;
    feedback.push(PASSWORD_MESSAGES.common);
  }
  if (/(.)\1\1/.test(password)) {
    score -= 1;
    feedback.push(PASSWORD_MESSAGES.repeated);
  }
  score = Math.max(0, score);
  return { score, isValid: score >= MIN_VALID_SCORE, feedback, message: feedback.join('. ') };
}
