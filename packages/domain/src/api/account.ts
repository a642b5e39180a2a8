import { z } from 'zod';
import { ADDRESS_TYPES, COMPANY_SCALES, ROLES } from '../constants.ts';

// The auth and profile answers (docs/product/accounts.md) as sent. Their request bodies are
// the validation/*.ts schemas; these only describe what comes back. The web imports the types.

export const authStatusResponseSchema = z.object({
  loggedIn: z.boolean(),
  role: z.enum(ROLES).nullable(),
  userId: z.string().nullable(),
  /** The header greets a signed-in shopper by it (docs/product); not in the spec's answer. */
  firstName: z.string().nullable(),
});
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

export const signupResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const loginResponseSchema = z.object({ message: z.string(), role: z.enum(ROLES) });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const addressResponseSchema = z.object({
  _id: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  landmark: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  isPrimary: z.boolean(),
  /** Ship-to details for the invoice; '' when the account holder receives the parcel. */
  recipientName: z.string(),
  phone: z.string(),
  company: z.string(),
});
export type Address = z.infer<typeof addressResponseSchema>;

export const corporateDetailsResponseSchema = z.object({
  gstNumber: z.string(),
  tradeName: z.string(),
  companyScale: z.enum(COMPANY_SCALES),
});
export type CorporateDetails = z.infer<typeof corporateDetailsResponseSchema>;

export const profileResponseSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  phoneVerified: z.boolean(),
  isCorporate: z.boolean(),
  corporateDetails: corporateDetailsResponseSchema.optional(),
  addresses: z.array(addressResponseSchema),
});
export type Profile = z.infer<typeof profileResponseSchema>;

/** PUT /api/user/profile: the address list comes back only when it was replaced. */
export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  user: z.object({ addresses: z.array(addressResponseSchema) }).optional(),
});
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** PUT /api/user/profile/gst-number answers with the GSTIN as kept (upper case, no spaces). */
export const gstNumberUpdateResponseSchema = z.object({
  message: z.string(),
  gstNumber: z.string(),
});
export type GstNumberUpdateResponse = z.infer<typeof gstNumberUpdateResponseSchema>;

/** Adding or changing one address answers with the address as saved. */
export const addressChangeResponseSchema = z.object({
  message: z.string(),
  address: addressResponseSchema,
});
export type AddressChangeResponse = z.infer<typeof addressChangeResponseSchema>;
