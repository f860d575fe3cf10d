// The phone and e-mail of users `u` that messages may go to: proven ones only (issue 27).
export const PROVEN_CONTACT = `CASE WHEN u.phone_verified_at IS NOT NULL THEN u.phone END AS phone,
       CASE WHEN u.email_verified_at IS NOT NULL THEN u.email END AS email`;
