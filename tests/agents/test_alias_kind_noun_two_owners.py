"""Issue 10 (question understanding: which service a question names), and the spec's reproducibility of an
answer: the aliases learnt from a world's names are the same in every process. "the vault database" names the one
database sharing the word "vault"; two databases sharing it leave the phrase to neither — before, a set's iteration
order picked one of them, so the same question named another database under another hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from superbiz.agents.question import learn_aliases, match_services

_SERVICES = ["vault.svc", "vault.db", "vault.archive", "finder.api"]
_DESCRIPTIONS = {
    "vault.svc": "保管排队服务 / vault queue service",
    "vault.db": "保管数据库 (MySQL) / vault lockers database",
    "vault.archive": "保管归档数据库 (PostgreSQL) / vault archive database",
    "finder.api": "馆藏查找接口 / shelf finder API",
}
_INFRA = {"vault.db": "mysql", "vault.archive": "postgres"}


def test_a_shared_word_with_a_kind_noun_names_no_database_when_two_databases_share_it() -> None:
    aliases = learn_aliases(_SERVICES, _DESCRIPTIONS, {}, infra=_INFRA)
    assert "vault database" not in aliases and "vault db" not in aliases
    named = match_services("is the vault db slow?", _SERVICES, aliases)
    assert not {"vault.db", "vault.archive"} & set(named)


def test_with_one_database_of_that_word_the_phrase_still_names_it() -> None:
    services = [s for s in _SERVICES if s != "vault.archive"]
    aliases = learn_aliases(services, _DESCRIPTIONS, {}, infra={"vault.db": "mysql"})
    assert aliases["vault database"] == "vault.db"


_PROBE = """
import json, sys
from superbiz.agents.question import learn_aliases
args = json.loads(sys.argv[1])
print(json.dumps(learn_aliases(args["s"], args["d"], {}, infra=args["i"]), sort_keys=True))
"""


def test_learnt_aliases_do_not_depend_on_the_hash_seed() -> None:
    args = json.dumps({"s": _SERVICES, "d": _DESCRIPTIONS, "i": _INFRA})
    outs = set()
    for seed in ("0", "1", "2", "3", "4", "5"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", _PROBE, args], env=env, capture_output=True, text=True, check=True)
        outs.add(run.stdout)
    assert len(outs) == 1
