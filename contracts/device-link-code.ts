// No zod here: the approval page checks the code without loading the schemas.
/** The short code the requesting screen shows and the approver types: 6 digits. */
export const DEVICE_LINK_CODE_PATTERN = /^\d{6}$/;
