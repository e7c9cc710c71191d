export function ForgotPasswordPage() { return <div />; }
