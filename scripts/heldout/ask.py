"""ask.py WORLD "q1" ["q2" ...] [--trace] : ask questions in one conversation over a fresh copy of WORLD.

--trace also prints the offline plan of the last question and each tool call's arguments."""
import json
import sys

from superbiz.evals.qa_runner import _arguments, _world_service

args = [a for a in sys.argv[1:] if not a.startswith("--")]
trace = "--trace" in sys.argv
world, questions = args[0], args[1:]
with _world_service(world) as (service, container):
    conv = "ask-tool"
    for q in questions:
        result = service.ask(q, user_id="lead", conversation_id=conv)
        print("=" * 100)
        print("Q:", q, "| verdict:", result.verdict)
        print(result.answer)
        if trace:
            for a in _arguments(container, result.session_id):
                print("  CALL", json.dumps(a, ensure_ascii=False)[:400])
