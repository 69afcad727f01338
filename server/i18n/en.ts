// Server messages in English.
import type { MessageKey } from './zh_CN';

export const en = {
  'auth.captchaMissing': 'The verification code does not exist or has expired',
  'auth.captchaWrong': 'Wrong verification code',
  'auth.badCredentials': 'Wrong username or password',
  'auth.disabled': 'This account is disabled',
  'auth.tooManyAttempts': 'Too many attempts, please try again later',
  'auth.unauthorized': 'Your session has expired, please log in again',
  'auth.passwordUndecryptable': 'The password could not be decrypted, please reload the page and try again',
  'auth.passwordLength': 'The password must be 6 to 20 characters long',
  'auth.resetCodeSent': 'If the account exists and has an e-mail address, a code has been sent to it',
  'auth.resetCodeMailSubject': 'Password reset code',
  'auth.resetCodeMailBody':
    'Your password reset code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this e-mail.',
  'auth.passwordReset': 'The password has been reset, please log in with the new password',
  'validation.required': 'Missing required field {field}',
  'validation.empty': '{field} must not be empty',
  'validation.type': '{field} must be of type {type}',
  'validation.unknownField': 'Unknown field {field}',
  'validation.tooShort': '{field} must be at least {limit} long',
  'validation.tooLong': '{field} must be at most {limit} long',
  'validation.invalid': 'Invalid value for {field}',
  'validation.bodyObject': 'The request body must be a JSON object',
  'request.malformed': 'Malformed request',
  'request.unsupportedMediaType': 'Unsupported request content type',
  'request.tooLarge': 'The request is too large',
  'error.notFound': 'Not found',
  'error.conflict': '{field} is already taken',
  'error.conflictUnknown': 'This record already exists',
  'error.dbUnavailable': 'The database is unavailable, please try again later',
  'error.internal': 'Internal error, please contact the administrator',
} satisfies Record<MessageKey, string>;
