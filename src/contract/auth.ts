import * as v from 'valibot';
import { evaluatePasswordStrength } from './password-strength';
import { singleLine } from './typed-text';
import { ROLES } from './user';

const MAX_NAME = 100;
const MAX_PASSWORD = 256;

export const EmailSchema = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter a valid email address'),
  v.toLowerCase(),
);

const nameSchema = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    singleLine(),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(MAX_NAME, `${label} must be at most ${MAX_NAME} characters`),
  );

/** A new password: SPEC §5's strength rules, their feedback joined with '. '. */
export const NewPasswordSchema = v.pipe(
  v.string('Password is required'),
  v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  v.check(
    (password) => evaluatePasswordStrength(password).isValid,
    (issue) => evaluatePasswordStrength(String(issue.input)).message,
  ),
);

const presentPassword = v.pipe(
  v.string('Password is required'),
  v.nonEmpty('Password is required'),
  v.maxLength(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
);

export const RegisterRequestSchema = v.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

export const INDUSTRIES = [
  'REAL_ESTATE',
  'PROPERTY_MANAGEMENT',
  'ARCHITECTURE',
  'CONSTRUCTION',
  'OTHER',
] as const;
export const IndustrySchema = v.picklist(INDUSTRIES, 'Choose an industry');
export type Industry = (typeof INDUSTRIES)[number];

export const CompleteProfileRequestSchema = v.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  company: v.optional(
    v.pipe(
      v.string(),
      singleLine(),
      v.trim(),
      v.maxLength(200, 'Company must be at most 200 characters'),
    ),
  ),
  phone: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[+()\d\s-]{0,32}$/, 'Enter a valid phone number')),
  ),
  industry: IndustrySchema,
});
export type CompleteProfileRequest = v.InferOutput<typeof CompleteProfileRequestSchema>;

export const LoginRequestSchema = v.object({ email: EmailSchema, password: presentPassword });
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

/**
 * Login, second-step and refresh responses (SPEC §3). expiresAt is an ISO 8601 instant. SPEC §3's
 * optional refreshToken is never sent: it lives only in an HttpOnly cookie (DESIGN, security).
 */
export const TokenResponseSchema = v.object({ token: v.string(), expiresAt: v.string() });
export type TokenResponse = v.InferOutput<typeof TokenResponseSchema>;

/** Login answer when two-factor is on: the client sends a code with this challenge. */
export const TwoFactorChallengeSchema = v.object({
  twoFactorRequired: v.literal(true),
  challengeToken: v.string(),
});
export type TwoFactorChallenge = v.InferOutput<typeof TwoFactorChallengeSchema>;

export const TwoFactorCodeSchema = v.pipe(
  v.string('Enter the 6-digit code'),
  v.trim(),
  v.regex(/^(\d{6}|[a-z0-9]{10})$/i, 'Enter the 6-digit code from your app or a recovery code'),
);

export const LoginTwoFactorRequestSchema = v.object({
  challengeToken: v.pipe(v.string(), v.nonEmpty()),
  code: TwoFactorCodeSchema,
});

export const ForgotPasswordRequestSchema = v.object({ email: EmailSchema });

export const ResetPasswordRequestSchema = v.pipe(
  v.object({
    token: v.pipe(v.string('The reset link is invalid'), v.nonEmpty('The reset link is invalid')),
    password: NewPasswordSchema,
    confirmPassword: v.string('Confirm your password'),
  }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, 'Passwords do not match'),
    ['confirmPassword'],
  ),
);

export const ChangePasswordRequestSchema = v.pipe(
  v.object({
    currentPassword: presentPassword,
    newPassword: NewPasswordSchema,
    confirmPassword: v.string('Confirm your new password'),
  }),
  v.forward(
    v.check((input) => input.newPassword === input.confirmPassword, 'New passwords do not match'),
    ['confirmPassword'],
  ),
);

export const TwoFactorVerifyRequestSchema = v.object({ code: TwoFactorCodeSchema });

export const TwoFactorSetupSchema = v.object({
  secret: v.string(),
  otpauthUri: v.string(),
});

export const TwoFactorEnabledSchema = v.object({ recoveryCodes: v.array(v.string()) });

export const ActiveSessionSchema = v.object({
  id: v.string(),
  device: v.string(),
  ipAddress: v.nullable(v.string()),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  current: v.boolean(),
});
export type ActiveSession = v.InferOutput<typeof ActiveSessionSchema>;

export const MessageResponseSchema = v.object({ message: v.string() });

export const ProfileSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  role: v.picklist(ROLES),
  profileCompleted: v.boolean(),
  twoFactorEnabled: v.boolean(),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** POST /auth/register answers 201 with the new account's profile (role USER). */
export const RegisterResponseSchema = ProfileSchema;

/** POST /auth/login: tokens, or the second step when two-factor authentication is on. */
export const LoginResponseSchema = v.union([TokenResponseSchema, TwoFactorChallengeSchema]);
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

/** GET /auth/sessions: the live sessions of the signed-in user, newest first. */
export const ActiveSessionListSchema = v.array(ActiveSessionSchema);
