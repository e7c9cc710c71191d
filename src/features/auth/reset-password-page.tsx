export function ResetPasswordPage() { return <div />; }
