-- Custom migration (docs/decisions/019-rate-limits.md): rate-limit counters and waiting password
-- reset requests live seconds to minutes, so they skip the write-ahead log. A commit then waits for
-- no disk flush; a crash (or a fail-over to a replica) empties them: counts restart, and a reset
-- asked for in the last second is asked for again.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "password_reset_requests" SET UNLOGGED;
