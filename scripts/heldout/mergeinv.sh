#!/bin/bash
# mergeinv.sh BR : merge an investigator branch into the current worktree; append-only files take ours (rebuilt later)
br=$1
if git -c user.name=lead -c user.email=lead@superbiz merge -q --no-edit $br -m "merge $br" 2>/dev/null; then
  echo "clean merge $br"; exit 0
fi
for f in $(git diff --name-only --diff-filter=U); do
  case $f in
    docs/investigator.md|evals/qa/*/qa-cases.yaml) git checkout --ours -- $f; git add $f;;
  esac
done
left=$(git diff --name-only --diff-filter=U)
if [ -n "$left" ]; then echo "CONFLICTS LEFT in: $left"; exit 1; fi
git -c user.name=lead -c user.email=lead@superbiz commit -q --no-edit -m "merge $br (append-only files rebuilt after)"
echo "merged $br with append files taken ours"
