#!/usr/bin/env bash
# strata's benchmark. Builds release, generates synthetic workspaces with strata-workspace-generator,
# and measures `strata check --format json` (all cores, then --jobs 1) next to `cat` of the same files,
# in the same run, alternating; then with `--cache DIR`: cold (an empty cache), warm (nothing changed) and
# warm after one file changed, each as a ratio to `cat`. Checks that every run reports exactly the planted violations, times
# `swiftc -frontend -parse` on the medium workspace and the scanner alone, prints the tables and writes
# them into Benchmarks/RESULTS.md between the `results` markers.
#
#   Benchmarks/run.sh                          # every workload (needs ~1.2 GB of disk under .build)
#   SIZES="small medium" RUNS=3 Benchmarks/run.sh
#
# Workloads live in .build/strata-bench (STRATA_BENCH_DIR) and are regenerated only when their
# arguments or the generator's sources change; STRATA_SCRATCH is the build folder (default .build).
# Needs only the Swift toolchain and POSIX tools.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${RUNS:-5}
SIZES=${SIZES:-"small medium large manifests dense"}
WORK=${STRATA_BENCH_DIR:-.build/strata-bench}
RESULTS=${RESULTS:-Benchmarks/RESULTS.md}

# name → generator arguments. small/medium/large grow by 10× with the same file shape (10 files of
# ~300 lines per module for medium and large), so time per MB compares like with like.
workload_arguments() {
  case "$1" in
    small) echo "--packages 4 --modules 12 --files 5 --lines 120" ;;
    medium) echo "--packages 20 --modules 25 --files 10 --lines 300" ;;
    large) echo "--packages 100 --modules 50 --files 10 --lines 300" ;;
    manifests) echo "--packages 400 --modules 7 --files 1 --lines 20" ;;
    dense) echo "--packages 100 --modules 50 --files 1 --lines 30 --fanout 40" ;;
    *) echo "unknown workload '$1'" >&2; exit 2 ;;
  esac
}

echo "== building release"
SCRATCH=(${STRATA_SCRATCH:+--scratch-path "$STRATA_SCRATCH"})
swift build -c release "${SCRATCH[@]}" >"${TMPDIR:-/tmp}/strata-bench-build.log" 2>&1 ||
  { tail -30 "${TMPDIR:-/tmp}/strata-bench-build.log"; exit 1; }
BIN=$(swift build -c release "${SCRATCH[@]}" --show-bin-path)
STRATA=$BIN/strata
GENERATOR=$BIN/strata-workspace-generator
BENCH=$BIN/strata-benchmark
CORES=$(getconf _NPROCESSORS_ONLN)
mkdir -p "$WORK"
TMP=$(mktemp -d "${TMPDIR:-/tmp}/strata-bench.XXXXXX")
trap 'rm -rf "$TMP"' EXIT
"$STRATA" rules >"$TMP/rules.txt"
LOG=$TMP/measurements.txt
: >"$LOG"
LOAD_BEFORE=$(uptime | sed 's/.*load average[s]*: //')

# The value of "key": N in planted.json (written by the generator on one line per object).
planted() { sed -n "s/.*\"$2\": \([0-9]*\).*/\1/p" "$WORK/$1/planted.json" | head -1; }

# measure NAME OUTPUT COMMAND...: one run, appended to the log as `NAME wall=… user=… sys=… rss_kib=…`.
measure() {
  local name=$1 output=$2
  shift 2
  echo "$name $("$BENCH" measure --stdout "$output" -- "$@")" >>"$LOG"
}

# stat NAME FIELD median|max: over the runs logged under NAME.
stat() {
  grep "^$1 " "$LOG" | tr ' ' '\n' | sed -n "s/^$2=//p" | sort -g | awk -v how="$3" '
    { v[NR] = $1 } END {
      if (NR == 0) { print "nan"; exit }
      if (how == "max") print v[NR]; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

calc() { awk "BEGIN { printf \"$1\", $2 }"; }

# verify SIZE REPORT [WHAT]: the report holds exactly the planted violations.
verify() {
  "$GENERATOR" verify "$WORK/$1/planted.json" "$2" --rules "$TMP/rules.txt" >"$TMP/verify.txt" ||
    { cat "$TMP/verify.txt"; echo "planted counts do not match on $1${3:+ $3}" >&2; exit 1; }
}

generator_sources=$(cat Benchmarks/WorkspaceGenerator/*.swift | cksum | cut -d' ' -f1)
verified=""
for size in $SIZES; do
  arguments=$(workload_arguments "$size")
  stamp="$arguments $generator_sources"
  if [ "$(cat "$WORK/$size.stamp" 2>/dev/null)" != "$stamp" ]; then
    echo "== generating $size ($arguments)"
    # shellcheck disable=SC2086
    "$GENERATOR" generate $arguments --force "$WORK/$size"
    echo "$stamp" >"$WORK/$size.stamp"
  fi
  find "$WORK/$size" -name '*.swift' -print0 >"$TMP/$size.files"
  # Warm the page cache, so every command reads from memory.
  xargs -0 cat <"$TMP/$size.files" >/dev/null
  echo "== measuring $size, $RUNS runs"
  for _ in $(seq "$RUNS"); do
    measure "$size.cat" "$TMP/cat.out" sh -c 'xargs -0 cat <"$1"' sh "$TMP/$size.files"
    measure "$size.strata" "$TMP/$size.json" "$STRATA" check "$WORK/$size" --format json
    verify "$size" "$TMP/$size.json"
    measure "$size.strata1" "$TMP/$size-1.json" "$STRATA" check "$WORK/$size" --format json --jobs 1
    verify "$size" "$TMP/$size-1.json" "with --jobs 1"
    # The warm path: an empty cache, the same run again, a run after one file changed (a comment added), and one
    # after a declaration was added to it (a fact changed: the graphs are built again). The file is put back as it
    # was after the last run.
    rm -rf "$TMP/cache"
    measure "$size.cold" "$TMP/$size-cold.json" "$STRATA" check "$WORK/$size" --format json --cache "$TMP/cache"
    verify "$size" "$TMP/$size-cold.json" "with an empty cache"
    measure "$size.warm" "$TMP/$size-warm.json" "$STRATA" check "$WORK/$size" --format json --cache "$TMP/cache"
    verify "$size" "$TMP/$size-warm.json" "with a warm cache"
    edited=$(head -zn1 "$TMP/$size.files" | tr -d '\0')
    [ -f "$TMP/edited.swift" ] || cp -p "$edited" "$TMP/edited.swift"
    printf '\n// edited by Benchmarks/run.sh, run %s\n' "$RANDOM" >>"$edited"
    measure "$size.edit" "$TMP/$size-edit.json" "$STRATA" check "$WORK/$size" --format json --cache "$TMP/cache"
    verify "$size" "$TMP/$size-edit.json" "with a warm cache after an edit"
    printf '\nstruct EditedByBenchmark%s {}\n' "$RANDOM" >>"$edited"
    measure "$size.declare" "$TMP/$size-declare.json" "$STRATA" check "$WORK/$size" --format json --cache "$TMP/cache"
    verify "$size" "$TMP/$size-declare.json" "with a warm cache after a declaration was added"
  done
  cache_mb=$(du -sk "$TMP/cache" | awk '{ printf "%.0f", $1 / 1024 }')
  echo "$size.cachesize mb=$cache_mb" >>"$LOG"
  cp -p "$TMP/edited.swift" "$edited" && rm "$TMP/edited.swift"
  verified="$verified$size: $(grep -E '^(ok|skip|note)' "$TMP/verify.txt" | grep -v summary | sed 's/ok   /✓ /; s/skip /– /' |
    sed 's/: planted \([0-9]*\), reported [0-9]*/ \1/; s/: not in this.*(planted \([0-9]*\))/ \1 (not registered yet)/' |
    sed 's/^note also reported: \(.*\)/(also reported, not planted: \1)/' | paste -sd ',' - | sed 's/,/, /g')
"
done

if [[ " $SIZES " == *" medium "* ]]; then
  echo "== swiftc -frontend -parse on medium (once)"
  measure "medium.swiftc" /dev/null sh -c 'xargs -0 swiftc -frontend -parse <"$1" 2>/dev/null; exit 0' sh \
    "$TMP/medium.files"
  echo "== scanner alone on medium (files in memory)"
  "$BENCH" scan --repeat 1 --jobs "$CORES" "$WORK/medium" >"$TMP/scan.txt"
fi
LOAD_AFTER=$(uptime | sed 's/.*load average[s]*: //')

# ---- tables
{
  echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(uname -sm), $CORES cores"
  if [ -r /proc/cpuinfo ]; then
    echo "($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1e6 }' /proc/meminfo) RAM),"
  elif command -v sysctl >/dev/null; then
    echo "($(sysctl -n machdep.cpu.brand_string 2>/dev/null), $(( $(sysctl -n hw.memsize) / 1000000000 )) GB RAM),"
  fi
  echo "$(swift --version 2>&1 | head -1), strata $(git rev-parse --short HEAD 2>/dev/null || echo '?');"
  echo "load average before: $LOAD_BEFORE, after: $LOAD_AFTER. Medians of $RUNS runs (cat, strata and"
  echo "strata --jobs 1 alternate); peak RSS is the largest of the runs. Page cache warm."
  echo
  echo "| workload | files | MB | lines | cat | strata | CPU | MB/s | lines/s | files/s | RSS | strata ÷ cat | --jobs 1 | CPU | RSS |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for size in $SIZES; do
    files=$(planted "$size" sourceFiles)
    bytes=$(($(planted "$size" sourceBytes) + $(planted "$size" manifestBytes)))
    lines=$(planted "$size" sourceLines)
    cat_wall=$(stat "$size.cat" wall median)
    wall=$(stat "$size.strata" wall median)
    cpu=$(calc "%.3f" "$(stat "$size.strata" user median) + $(stat "$size.strata" sys median)")
    wall1=$(stat "$size.strata1" wall median)
    cpu1=$(calc "%.3f" "$(stat "$size.strata1" user median) + $(stat "$size.strata1" sys median)")
    echo "| $size | $files | $(calc "%.1f" "$bytes / 1e6") | $lines | $(calc "%.3f" "$cat_wall") s" \
      "| $(calc "%.3f" "$wall") s | $cpu s | $(calc "%.0f" "$bytes / 1e6 / $wall")" \
      "| $(calc "%.2fM" "$lines / 1e6 / $wall") | $(calc "%.0f" "$files / $wall")" \
      "| $(calc "%.0f" "$(stat "$size.strata" rss_kib max) / 1024") MB | $(calc "%.1f×" "$wall / $cat_wall")" \
      "| $(calc "%.3f" "$wall1") s | $cpu1 s | $(calc "%.0f" "$(stat "$size.strata1" rss_kib max) / 1024") MB |"
  done
  echo
  echo "With \`--cache DIR\` (all cores): cold is a run on an empty cache, warm the same run again, one edit a run"
  echo "after a comment was added to one file (no fact changes: the graphs come from the cache), one declaration a run"
  echo "after a \`struct\` was added to that file (the graphs are built again from the cached facts). Ratios are to"
  echo "\`cat\` of the same files in the same run."
  echo
  echo "| workload | cat | cold | ÷ cat | warm | ÷ cat | one edit | ÷ cat | one declaration | ÷ cat | RSS, one edit | cache size |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  for size in $SIZES; do
    cat_wall=$(stat "$size.cat" wall median)
    row="| $size | $(calc "%.3f" "$cat_wall") s"
    for run in cold warm edit declare; do
      wall=$(stat "$size.$run" wall median)
      row="$row | $(calc "%.3f" "$wall") s | $(calc "%.1f×" "$wall / $cat_wall")"
    done
    echo "$row | $(calc "%.0f" "$(stat "$size.edit" rss_kib max) / 1024") MB | $(stat "$size.cachesize" mb max) MB |"
  done
  echo
  if [[ " $SIZES " == *" medium "* && " $SIZES " == *" large "* ]]; then
    echo "Growth (strata wall time per MB, all cores):"
    echo
    echo "| workload | ms per MB | ÷ medium |"
    echo "|---|---:|---:|"
    medium_per_mb=$(calc "%.4f" "$(stat medium.strata wall median) * 1000 / ($(planted medium sourceBytes) / 1e6)")
    for size in small medium large; do
      [[ " $SIZES " == *" $size "* ]] || continue
      per_mb=$(calc "%.4f" "$(stat "$size.strata" wall median) * 1000 / ($(planted "$size" sourceBytes) / 1e6)")
      echo "| $size | $(calc "%.2f" "$per_mb") | $(calc "%.2f" "$per_mb / $medium_per_mb") |"
    done
    echo
  fi
  if [ -f "$TMP/scan.txt" ]; then
    swiftc_wall=$(stat medium.swiftc wall median)
    swiftc_cpu=$(calc "%.3f" "$(stat medium.swiftc user median) + $(stat medium.swiftc sys median)")
    medium_cpu=$(calc "%.3f" "$(stat medium.strata user median) + $(stat medium.strata sys median)")
    echo "Medium workload: \`swiftc -frontend -parse\` on the same files took $(calc "%.2f" "$swiftc_wall") s wall," \
      "$swiftc_cpu s CPU: swiftc ÷ strata = $(calc "%.0f" "$swiftc_wall / $(stat medium.strata wall median)")× wall," \
      "$(calc "%.0f" "$swiftc_cpu / $medium_cpu")× CPU."
    echo "Scanner alone, files in memory (MB/s per CPU second on one thread; all threads by wall time):"
    echo
    sed 's/^/    /' "$TMP/scan.txt"
    echo
  fi
  if [[ " $SIZES " == *" manifests "* ]]; then
    echo "Static reading of $(planted manifests packages) manifests: \`strata check\` on the manifests workload" \
      "(tiny sources) took $(calc "%.3f" "$(stat manifests.strata wall median)") s wall, end to end."
    echo
  fi
  echo "Planted violations reported exactly, every run (✓ checked, – rule not in strata's registry yet):"
  echo
  printf '%s' "$verified" | sed 's/^/- /'
} >"$TMP/block.md"

echo
cat "$TMP/block.md"

if [ ! -f "$RESULTS" ]; then
  printf '# Benchmark results\n\n<!-- results:start -->\n<!-- results:end -->\n' >"$RESULTS"
fi
awk -v block="$TMP/block.md" '
  /<!-- results:start -->/ { print; while ((getline line < block) > 0) print line; skipping = 1; next }
  /<!-- results:end -->/ { skipping = 0 }
  !skipping { print }' "$RESULTS" >"$TMP/results.md"
cp "$TMP/results.md" "$RESULTS"
echo
echo "written to $RESULTS"
