import { randomBytes } from 'node:crypto';

// Sheets live under their own private prefix, never in the public /uploads folder; each upload
// gets a fresh name, so a version's file never changes.
export const newSheetKey = () => `sds/${randomBytes(12).toString('hex')}.pdf`;
