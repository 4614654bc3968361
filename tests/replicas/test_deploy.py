"""``deploy/`` parsed (there is no container engine or cluster here): every ``superbiz`` command and flag it
uses exists in the CLI, every ``SUPERBIZ_*`` variable and config file it sets is a real setting, and the pieces
fit together (ports, labels, secrets, the migration job before the replicas, Prometheus on /metrics)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import typer.main
import yaml
from pydantic import BaseModel

from superbiz.cli import app
from superbiz.settings import Settings, load_settings

DEPLOY = Path(__file__).resolve().parents[2] / "deploy"
K8S = DEPLOY / "kubernetes"
#: variables superbiz reads that are not fields of Settings
_NOT_FIELDS = {"SUPERBIZ_CONFIG"}


def _yaml_docs(path: Path) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(path.read_text(encoding="utf-8")) if d is not None]


def _k8s() -> dict[str, dict[str, Any]]:
    docs = [d for p in sorted(K8S.glob("*.yaml")) if p.name != "kustomization.yaml" for d in _yaml_docs(p)]
    return {f"{d['kind']}/{d['metadata']['name']}": d for d in docs}


def _compose() -> dict[str, Any]:
    return _yaml_docs(DEPLOY / "compose.yaml")[0]


def _check_cli(args: list[str]) -> Any:
    """Parse ``superbiz <args>`` with the real Typer app (no command runs): the command's context; raises on an
    unknown command or flag."""
    command: Any = typer.main.get_command(app)
    while True:
        commands: dict[str, Any] = getattr(command, "commands", {})
        name, *rest = args
        assert name in commands, f"no command superbiz {name}"
        command, args = commands[name], list(rest)
        if not getattr(command, "commands", None):  # a leaf command, not a group (``sessions prune``)
            return command.make_context(name, args)


def _dockerfile_json(instruction: str) -> list[str]:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    match = re.search(rf"^{instruction}\s+(\[.*\])\s*$", text, re.MULTILINE)
    assert match, f"no exec-form {instruction} in the Dockerfile"
    value = json.loads(match.group(1))
    assert isinstance(value, list)
    return [str(v) for v in value]


def _commands() -> Iterator[tuple[str, list[str]]]:
    """Every superbiz command line of the deployment: (where, args after ``superbiz``)."""
    assert _dockerfile_json("ENTRYPOINT") == ["superbiz"]
    yield "Dockerfile CMD", _dockerfile_json("CMD")
    for name, service in _compose()["services"].items():
        if service.get("image", "").startswith("superbiz") and "command" in service:
            yield f"compose {name}", list(service["command"])
    for key, doc in _k8s().items():
        for container in _pod_spec(doc).get("containers", []):
            if container["image"].startswith("superbiz"):
                assert "command" not in container, "keep the image's entrypoint (superbiz)"
                yield f"{key} {container['name']}", list(container["args"])


def _pod_spec(doc: dict[str, Any]) -> dict[str, Any]:
    spec = doc.get("spec", {})
    template = spec.get("template") or spec.get("jobTemplate", {}).get("spec", {}).get("template") or {}
    pod: dict[str, Any] = template.get("spec", {})
    return pod


def _setting_exists(variable: str) -> bool:
    """Whether ``SUPERBIZ_A__B`` names the field ``a.b`` of :class:`Settings`."""
    model: type[BaseModel] | None = Settings
    for part in variable.removeprefix("SUPERBIZ_").lower().split("__"):
        if model is None or part not in model.model_fields:
            return False
        annotation = model.model_fields[part].annotation
        model = annotation if isinstance(annotation, type) and issubclass(annotation, BaseModel) else None
    return True


def _environment() -> Iterator[tuple[str, str, str]]:
    """(where, variable, value) of every SUPERBIZ_* variable the deployment sets (secret refs: the secret's value)."""
    secrets = {k: d.get("stringData", {}) for k, d in _k8s().items() if d["kind"] == "Secret"}
    for name, service in _compose()["services"].items():
        for variable, value in (service.get("environment") or {}).items():
            if variable.startswith("SUPERBIZ_"):
                yield f"compose {name}", variable, str(value)
    for key, doc in _k8s().items():
        for container in _pod_spec(doc).get("containers", []):
            for entry in container.get("env", []):
                ref = entry.get("valueFrom", {}).get("secretKeyRef")
                value = secrets[f"Secret/{ref['name']}"][ref["key"]] if ref else str(entry.get("value", "pod-name"))
                yield f"{key} {container['name']}", entry["name"], value


def test_every_superbiz_command_and_flag_of_the_deployment_exists_in_the_cli() -> None:
    seen = {where: _check_cli(args).info_name for where, args in _commands()}
    assert set(seen.values()) == {"serve", "migrate", "prune"}, seen
    with pytest.raises(Exception, match="no-such-flag"):  # the check itself can fail
        _check_cli(["serve", "--no-such-flag"])
    serve = _check_cli(["serve", "--host", "0.0.0.0", "--port", "8000", "--workers", "2", "--replica-id", "r1"])
    assert serve.params["workers"] == 2 and serve.params["replica_id"] == "r1"
    with pytest.raises(Exception, match="no-such-flag"):
        _check_cli(["sessions", "prune", "--no-such-flag"])


def test_every_superbiz_variable_of_the_deployment_is_a_setting_and_parses(monkeypatch: pytest.MonkeyPatch) -> None:
    found = list(_environment())
    assert {v for _, v, _ in found} >= {"SUPERBIZ_DATABASE_URL", "SUPERBIZ_API__API_KEY_HASHES"}
    assert not _setting_exists("SUPERBIZ_API__NO_SUCH_FIELD")
    for where, variable, value in found:
        assert variable in _NOT_FIELDS or _setting_exists(variable), f"{where}: {variable} is not a setting"
        if variable in _NOT_FIELDS or "${" in value:
            continue
        monkeypatch.setenv(variable, value)
    settings = load_settings()
    assert settings.database_url and settings.database_url.startswith("postgresql+psycopg://")
    assert settings.api.api_key_hashes and all(re.fullmatch(r"[0-9a-f]{64}", h)
                                               for h in settings.api.api_key_hashes.values())


def test_the_configmap_is_a_valid_settings_file(tmp_path: Path) -> None:
    config = _k8s()["ConfigMap/superbiz-config"]["data"]["config.yaml"]
    path = tmp_path / "config.yaml"
    path.write_text(config, encoding="utf-8")
    settings = load_settings(path)
    assert settings.api.host == "0.0.0.0" and settings.api.offline_chats_per_process >= 1
    path.write_text(config + "no_such_setting: 1\n", encoding="utf-8")
    with pytest.raises(ValueError, match="no_such_setting"):
        load_settings(path)


def test_kubernetes_pieces_fit_together() -> None:
    docs = _k8s()
    assert {k.split("/")[0] for k in docs} >= {"Deployment", "Job", "Service", "Secret", "ConfigMap"}
    deployment, service = docs["Deployment/superbiz"], docs["Service/superbiz"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert service["spec"]["selector"].items() <= labels.items()
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    port = _check_cli(container["args"]).params["port"]
    assert {p["name"]: p["containerPort"] for p in container["ports"]}["http"] == port
    assert service["spec"]["ports"][0]["targetPort"] == "http"
    assert deployment["spec"]["replicas"] >= 2
    job = docs["Job/superbiz-migrate"]
    assert _pod_spec(job)["containers"][0]["args"] == ["migrate"]
    retention = docs["CronJob/superbiz-retention"]
    assert retention["spec"]["concurrencyPolicy"] == "Forbid"  # two prunes at once would only contend
    prune = _check_cli(_pod_spec(retention)["containers"][0]["args"])
    assert prune.params["older_than"] and not prune.params["dry_run"]
    mounted = {v["name"]: v for v in deployment["spec"]["template"]["spec"]["volumes"]}
    assert mounted["config"]["configMap"]["name"] == "superbiz-config"
    env = {e["name"]: e for e in container["env"]}
    config_mount = next(m for m in container["volumeMounts"] if m["name"] == "config")["mountPath"]
    assert env["SUPERBIZ_CONFIG"]["value"] == f"{config_mount}/config.yaml"
    kustomization = _yaml_docs(K8S / "kustomization.yaml")[0]
    assert sorted(kustomization["resources"]) == sorted(p.name for p in K8S.glob("*.yaml")
                                                        if p.name != "kustomization.yaml")


def test_compose_runs_postgres_then_the_migration_then_replicas_scraped_by_prometheus() -> None:
    services = _compose()["services"]
    assert services["postgres"]["image"].startswith("postgres:")
    assert services["migrate"]["depends_on"]["postgres"]["condition"] == "service_healthy"
    replica = services["superbiz"]
    assert replica["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert replica["deploy"]["replicas"] >= 2
    port = _check_cli(replica["command"]).params["port"]
    prometheus = _yaml_docs(DEPLOY / "prometheus.yml")[0]
    job = prometheus["scrape_configs"][0]
    assert job["metrics_path"] == "/metrics"
    assert job["dns_sd_configs"][0] == {**job["dns_sd_configs"][0], "names": ["superbiz"], "type": "A", "port": port}
    mounted = services["prometheus"]["volumes"][0].split(":")
    assert (DEPLOY / mounted[0]).resolve() == (DEPLOY / "prometheus.yml").resolve()
    assert f"EXPOSE {port}" in (DEPLOY / "Dockerfile").read_text(encoding="utf-8")


def test_the_image_installs_the_postgresql_driver_the_deployment_needs() -> None:
    dockerfile = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    assert 'pip install ".[postgres]"' in dockerfile
    pyproject = (DEPLOY.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r'^postgres = \["psycopg', pyproject, re.MULTILINE)
