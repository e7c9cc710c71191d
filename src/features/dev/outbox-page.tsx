export function OutboxPage() { return <div />; }
