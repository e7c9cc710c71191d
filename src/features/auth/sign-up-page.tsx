export function SignUpPage() { return <div />; }
