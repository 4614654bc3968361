#!/bin/bash
# mkbrief.sh TEMPLATE OUT KEY=VAL ...
tpl=$1; out=$2; shift 2
python3 - "$tpl" "$out" "$@" <<'PY'
import sys
tpl, out, *kv = sys.argv[1:]
s = open(tpl).read()
for item in kv:
    k, v = item.split("=", 1)
    s = s.replace("{" + k + "}", v)
open(out, "w").write(s)
PY
