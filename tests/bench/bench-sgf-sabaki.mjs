// bench-sgf-sabaki.mjs: the figures bench-sgf prints, measured for
// Sabaki's libraries (@sabaki/sgf 3.4.7, @sabaki/go-board 1.4.3), so the
// two can be compared on the same files.
//
// Usage: node bench-sgf-sabaki.mjs MODULES_DIR CORPUS_DIR
// (MODULES_DIR: where `npm install` put node_modules; see
// build-aux/bench-sgf-sabaki.sh, which does all of it.)
//
// Copyright 2026 The Tengen authors
// SPDX-License-Identifier: GPL-3.0-or-later

import {createRequire} from 'node:module'
import {readdirSync, readFileSync} from 'node:fs'
import {join} from 'node:path'

const [modules, corpus] = process.argv.slice(2)
const require = createRequire(join(modules, 'package.json'))
const sgf = require('@sabaki/sgf')
const Board = require('@sabaki/go-board')

const PARSE_REPETITIONS = 11
const REPLAY_REPETITIONS = 7

function median(values) {
  let sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

// CPU time of this process, as bench-sgf measures it.
function cpuSeconds() {
  let {user, system} = process.cpuUsage()
  return (user + system) / 1e6
}

let folder = join(corpus, 'games', 'ai')
let texts = readdirSync(folder)
  .filter(name => name.endsWith('.sgf'))
  .map(name => readFileSync(join(folder, name), 'utf8'))
let bytes = texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0)

// Parsing: text already decoded (more than Tengen is given, which starts
// from bytes and checks their charset).
let parseRates = []
for (let r = 0; r < PARSE_REPETITIONS; r++) {
  let start = cpuSeconds()
  for (let text of texts) sgf.parse(text)
  parseRates.push(bytes / 1e6 / (cpuSeconds() - start))
}

// Replay with the rules: occupied points and suicide flagged, captures
// made by go-board, positional superko through a set of the positions
// seen on the line (go-board itself only knows simple ko).
function replay(root) {
  let size = root.data.SZ ? parseInt(root.data.SZ[0], 10) : 19
  let board = Board.fromDimensions(size)
  let seen = new Set([board.signMap.map(row => row.join('')).join('/')])
  let moves = 0
  let flagged = 0

  for (let node = root; node != null; node = node.children[0]) {
    for (let [prop, sign] of [['B', 1], ['W', -1]]) {
      if (node.data[prop] == null) continue
      moves++
      let vertex = sgf.parseVertex(node.data[prop][0])
      if (!board.has(vertex)) continue // a pass
      if (board.get(vertex) !== 0) {
        flagged++
        continue
      }
      let next
      try {
        next = board.makeMove(sign, vertex, {preventSuicide: true})
      } catch (e) {
        flagged++
        continue
      }
      let key = next.signMap.map(row => row.join('')).join('/')
      if (seen.has(key)) flagged++
      seen.add(key)
      board = next
    }
  }
  return {moves, flagged}
}

let replayRates = []
let moves = 0
let flagged = 0
for (let r = 0; r < REPLAY_REPETITIONS; r++) {
  let roots = texts.map(text => sgf.parse(text)[0])
  let start = cpuSeconds()
  moves = 0
  flagged = 0
  for (let root of roots) {
    let result = replay(root)
    moves += result.moves
    flagged += result.flagged
  }
  replayRates.push(moves / (cpuSeconds() - start))
}

console.log(`files:        ${texts.length}, ${(bytes / 1e6).toFixed(2)} MB`)
console.log(`parse:        ${median(parseRates).toFixed(2)} MB/s (median of ${PARSE_REPETITIONS})`)
console.log(`replay:       ${(median(replayRates) / 1e6).toFixed(3)} M moves/s ` +
            `(median of ${REPLAY_REPETITIONS}; ${moves} moves, ${flagged} flagged illegal)`)
