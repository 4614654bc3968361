"""``superbiz sessions prune``: the retention command as an operator runs it (cron, a Kubernetes CronJob)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tests.cli.test_faces import DEMO, _superbiz


def test_prune_from_the_command_line(tmp_path: Path) -> None:
    asked = _superbiz("ask", DEMO, home=tmp_path)
    assert asked.returncode == 0, asked.stderr
    bad = [_superbiz("sessions", "prune", *args, home=tmp_path)
           for args in ([], ["--older-than", "0d"], ["--older-than", "3 months"], ["--before", "yesterday"],
                        ["--older-than", "1d", "--before", "2026-01-01"])]
    assert [b.returncode for b in bad] == [2] * len(bad)
    nothing = json.loads(_superbiz("sessions", "prune", "--before", "2000-01-01", "--json", home=tmp_path).stdout)
    assert sum(nothing["deleted"].values()) == 0
    tomorrow = (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    planned = json.loads(_superbiz("sessions", "prune", "--before", tomorrow, "--dry-run", "--json",
                                   home=tmp_path).stdout)
    assert planned["dry_run"] and planned["deleted"]["sessions"] == 1 and planned["deleted"]["invocations"] >= 2
    assert json.loads(_superbiz("sessions", "list", "--json", home=tmp_path).stdout) != []
    done = _superbiz("sessions", "prune", "--before", tomorrow, "--vacuum", home=tmp_path)
    assert done.returncode == 0 and "deleted" in done.stdout and "1 sessions" in done.stdout, done.stdout
    assert json.loads(_superbiz("sessions", "list", "--json", home=tmp_path).stdout) == []
