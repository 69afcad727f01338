/** A private PostgreSQL cluster in a temporary folder; null when PostgreSQL is not installed. */
export function startThrowawayPostgres(): Promise<{ url: string; stop: () => void } | null>;
