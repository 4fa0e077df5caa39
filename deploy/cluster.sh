#!/usr/bin/env bash
# HAProxy in front of three WarmIntro server processes on one PostgreSQL, on this machine.
#   deploy/cluster.sh up       build what changed, create the database, start 3 servers and HAProxy
#   deploy/cluster.sh status   what runs, and the load balancer's /api/health and /api/ready
#   deploy/cluster.sh down     stop HAProxy, then the servers (they finish open requests)
# Settings and logs: deploy/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
exec node_modules/.bin/tsx scripts/cluster.ts "$@"
