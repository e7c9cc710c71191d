export function TemplateDetailPage() { return <div />; }
