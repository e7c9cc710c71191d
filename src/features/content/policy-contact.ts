/** The address every policy and the footer give for questions. */
export const POLICY_CONTACT = 'hello@pawtrait.studio';
