import * as v from 'valibot';
import {
  ActiveSessionListSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ProfileSchema,
  RegisterResponseSchema,
  TokenResponseSchema,
  TwoFactorEnabledSchema,
  TwoFactorSetupSchema,
  type ActiveSession,
  type ChangePasswordRequestSchema,
  type CompleteProfileRequest,
  type LoginRequest,
  type LoginResponse,
  type Profile,
  type RegisterRequest,
  type ResetPasswordRequestSchema,
  type TokenResponse,
} from '../contract/auth';
import type { ApiClient } from './api-client';

type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordRequestSchema>;
type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>;
type TwoFactorSetup = v.InferOutput<typeof TwoFactorSetupSchema>;

/** Calls that happen before or instead of a session send no bearer token. */
const anonymous = { auth: false } as const;

/** The authentication calls of SPEC §7, typed and validated against the shared contract. */
export function createAuthApi(client: ApiClient) {
  return {
    register: (body: RegisterRequest): Promise<Profile> =>
      client.post('/auth/register', body, { ...anonymous, schema: RegisterResponseSchema }),
    login: (body: LoginRequest): Promise<LoginResponse> =>
      client.post('/auth/login', body, { ...anonymous, schema: LoginResponseSchema }),
    loginWithTwoFactor: (body: { challengeToken: string; code: string }): Promise<TokenResponse> =>
      client.post('/auth/login/two-factor', body, { ...anonymous, schema: TokenResponseSchema }),
    profile: (): Promise<Profile> => client.get('/auth/profile', { schema: ProfileSchema }),
    completeProfile: (body: CompleteProfileRequest): Promise<Profile> =>
      client.post('/auth/complete-profile', body, { schema: ProfileSchema }),
    forgotPassword: (email: string): Promise<{ message: string }> =>
      client.post(
        '/auth/forgot-password',
        { email },
        { ...anonymous, schema: MessageResponseSchema },
      ),
    resetPassword: (body: ResetPasswordRequest): Promise<{ message: string }> =>
      client.post('/auth/reset-password', body, { ...anonymous, schema: MessageResponseSchema }),
    /** The refresh token is the HttpOnly cookie the browser sends; no script ever sees it. */
    refresh: (): Promise<TokenResponse> =>
      client.post('/auth/refresh', {}, { ...anonymous, schema: TokenResponseSchema }),
    logout: (): Promise<unknown> => client.post('/auth/logout', {}),
    changePassword: (body: ChangePasswordRequest): Promise<{ message: string }> =>
      client.post('/auth/change-password', body, { schema: MessageResponseSchema }),
    enableTwoFactor: (): Promise<TwoFactorSetup> =>
      client.post('/auth/two-factor/enable', {}, { schema: TwoFactorSetupSchema }),
    verifyTwoFactor: (code: string): Promise<{ recoveryCodes: string[] }> =>
      client.post('/auth/two-factor/verify', { code }, { schema: TwoFactorEnabledSchema }),
    disableTwoFactor: (code: string): Promise<unknown> =>
      client.post('/auth/two-factor/disable', { code }),
    sessions: (): Promise<ActiveSession[]> =>
      client.get('/auth/sessions', { schema: ActiveSessionListSchema }),
    revokeSession: (id: string): Promise<unknown> =>
      client.delete(`/auth/sessions/${encodeURIComponent(id)}`),
    revokeAllSessions: (): Promise<unknown> => client.delete('/auth/sessions'),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
