// Server answers the spec does not word; kept in one place so tests and screens can match them.
export const AUTH_MESSAGES = {
  signedUp: 'Signup successful. Please check your email for a 6-digit code.',
  emailVerified: 'Email verified successfully. You can now log in.',
  invalidCode: 'Invalid or expired OTP.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  codeResent: 'If this email is waiting for verification, we have sent a new code.',
  tooManyCodes: 'Too many codes requested. Please wait a few minutes and try again.',
  loggedIn: 'Login successful',
  invalidLogin: 'Invalid email or password.',
  unverified: 'Please verify your email before logging in.',
  tooManyLogins:
    'Too many failed login attempts. Please wait a few minutes or reset your password.',
  loggedOut: 'Logged out successfully',
  resetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  tooManyResets: 'Too many reset requests for this email. Please wait an hour and try again.',
  resetDone: 'Your password has been reset. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;
