/* test-bad-input.c: bad records get a clear error naming the place and the
 * problem, and never half-load; saving and loading round-trip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case is a small record written with single quotes (turned into
 * double quotes before loading). A LOAD case must fail to load: NULL record,
 * the exact domain and code, and one problem line "NAME: PATH: …" for each
 * expected key path. A REPLAY case loads, and its replay must fail with the
 * exact rule error code and a message starting "turn N: ".
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "bastide-record.h"
#include "bastide-state.h"

typedef enum
{
  LOAD,
  REPLAY,
} Stage;

typedef struct
{
  const char *name;
  Stage stage;
  int code;            /* BastideRecordError for LOAD, BastideRuleError for REPLAY */
  const char *paths;   /* LOAD: comma-separated key paths, or NULL */
  guint turn;          /* REPLAY: the turn refused */
  const char *hint;    /* a word the message must contain (case-insensitive), or NULL */
  const char *json;
  const char *unlike;  /* words the message must not contain: a wrong claim, or NULL */
} BadCase;

#define PLAYERS "'players':[{'name':'Red','color':'red'},{'name':'Blue','color':'blue'}]"
#define HEAD "'format':'bastide-record','version':1,'game':'standard','expansions':[],'options':{}," PLAYERS
#define HEAD_X(x) "'format':'bastide-record','version':1,'game':'standard','expansions':[" x "],'options':{}," PLAYERS
#define HEAD_AM HEAD_X ("'abbey-mayor'")
#define HEAD_AB HEAD_X ("'abbot'")
#define HEAD_WOF "'format':'bastide-record','version':1,'game':'wheel-of-fortune','expansions':[],'options':{}," PLAYERS
#define U00 "{'tile':'U','x':0,'y':0,'rot':0}"
#define SETUP_U "'setup':{'board':[" U00 "],'draw':['U','U']}"
#define TURN_U "{'tile':'U','x':0,'y':1,'rot':0}"
/* a record whose only problem is the turn given */
#define WITH_TURN(turn) "{" HEAD "," SETUP_U ",'turns':[" turn "]}"
/* a record whose only problem is in the setup given */
#define WITH_SETUP(setup) "{" HEAD ",'setup':{" setup "},'turns':[]}"
#define WITH_SETUP_AM(setup) "{" HEAD_AM ",'setup':{" setup "},'turns':[]}"
#define WITH_SETUP_WOF(setup) "{" HEAD_WOF ",'setup':{" setup "},'turns':[]}"
/* a 2x2 block of cloisters with an empty cell to the east of (1,0) */
#define BLOCK "{'tile':'B','x':0,'y':0,'rot':0},{'tile':'B','x':1,'y':0,'rot':0},{'tile':'B','x':0,'y':1,'rot':0}"

#define INVALID BASTIDE_RECORD_ERROR_INVALID
#define SYNTAX BASTIDE_RECORD_ERROR_SYNTAX

static const BadCase cases[] = {
  /* Not JSON, or not an object */
  { "json/truncated", LOAD, SYNTAX, NULL, 0, NULL, "{'format':'bastide-record','players':[" },
  /* a complete record followed by more text, and a bare word, are not
   * files that end too early */
  { "json/garbage-after", LOAD, SYNTAX, NULL, 0, NULL, "{" HEAD ",'turns':[]} x", "ends in the middle" },
  { "json/bare-word", LOAD, SYNTAX, NULL, 0, NULL, "hello", "ends in the middle" },
  { "json/list", LOAD, INVALID, NULL, 0, "object", "[1, 2]" },
  { "json/string", LOAD, INVALID, NULL, 0, "object", "'a record'" },
  { "json/empty", LOAD, INVALID, NULL, 0, "object", "" },

  /* What json-glib would take but JSON does not have (issue 13) */
  { "json/hex", LOAD, SYNTAX, NULL, 0, "0x10", "{" HEAD ",'seed':0x10,'turns':[]}" },
  { "json/octal", LOAD, SYNTAX, NULL, 0, "010", "{" HEAD ",'seed':010,'turns':[]}" },
  { "json/leading-dot", LOAD, SYNTAX, NULL, 0, ".5", "{" HEAD ",'seed':.5,'turns':[]}" },
  { "json/comment", LOAD, SYNTAX, NULL, 0, NULL, "{" HEAD ",/* a comment */'turns':[]}" },
  { "json/control-character", LOAD, SYNTAX, NULL, 0, NULL,
    "{'format':'bastide-record','players':[{'name':'Re\td','color':'red'},{'color':'blue'}],'turns':[]}" },

  /* Numbers out of range for their key, named by its path */
  { "numbers/seed-2^64", LOAD, INVALID, "seed", 0, "18446744073709551616",
    "{" HEAD ",'seed':18446744073709551616,'turns':[]}" },
  { "numbers/x-2^64", LOAD, INVALID, "turns[0].x", 0, "18446744073709551616",
    WITH_TURN ("{'tile':'U','x':18446744073709551616,'y':1,'rot':0}") },
  { "numbers/x-2^63", LOAD, INVALID, "setup.board[0].x", 0, NULL,
    WITH_SETUP ("'board':[{'tile':'U','x':9223372036854775808,'y':0,'rot':0}]") },
  { "numbers/y-below-minus-2^63", LOAD, INVALID, "turns[0].y", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':-99999999999999999999,'rot':0}") },
  { "numbers/exponent-too-large", LOAD, INVALID, "turns[0].rot", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':1e999}") },
  { "numbers/player-2^32", LOAD, INVALID, "setup.pieces[0]", 0, "4294967296",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':4294967296,'piece':'meeple','x':0,'y':0,'on':'r1'}]") },
  { "numbers/score-2^63-1", LOAD, INVALID, "setup.scores[0]", 0, NULL,
    WITH_SETUP ("'scores':[9223372036854775807,0]") },

  /* Keys and strings */
  { "keys/duplicate", LOAD, INVALID, "turns[0].x", 0, "twice",
    WITH_TURN ("{'tile':'U','x':0,'x':0,'y':1,'rot':0}") },
  { "keys/duplicate-escaped", LOAD, INVALID, "turns[0].x", 0, "twice",
    WITH_TURN ("{'tile':'U','x':0,'\\u0078':0,'y':1,'rot':0}") },
  { "keys/duplicate-top-level", LOAD, INVALID, "turns", 0, "twice", "{" HEAD ",'turns':[],'turns':[]}" },
  { "strings/nul-in-tile", LOAD, INVALID, "turns[0].tile", 0, "NUL",
    WITH_TURN ("{'tile':'U\\u0000','x':0,'y':1,'rot':0}") },
  /* A feature id longer than any is refused, never cut short (cut inside a
   * character, it was written back as text that is not UTF-8). */
  { "strings/long-deploy-on", LOAD, INVALID, "turns[0].deploy.on", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','on':'r1\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9'}}") },
  { "strings/long-plague-on", LOAD, INVALID, "turns[0].plague[0].on", 0, NULL,
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,'plague':[{'x':0,'y':0,'on':'c1c1c1c1c1c1c1'},null]}]}" },
  { "strings/long-wagon-on", LOAD, INVALID, "turns[0].wagons[0].on", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'wagons':[{'x':0,'y':0,'on':'r1r1r1r1r1r1r1'}]}") },
  /* Half a UTF-16 pair decoded to bytes that are not UTF-8 (found by
   * fuzz-record: the record was written back as text that did not load) */
  { "strings/lone-high-surrogate", LOAD, INVALID, "players[0].name", 0, NULL,
    "{'format':'bastide-record','players':[{'name':'Re\\udabe8d','color':'red'},{'color':'blue'}],'turns':[]}" },
  { "strings/lone-low-surrogate", LOAD, INVALID, "description", 0, NULL,
    "{" HEAD ",'description':'a\\udc00b','turns':[]}" },
  { "strings/reversed-surrogates", LOAD, INVALID, "description", 0, NULL,
    "{" HEAD ",'description':'\\ude00\\ud83d','turns':[]}" },
  /* A list longer than a turn can hold is refused, never cut short */
  { "turns/plague-too-long", LOAD, INVALID, "turns[0].plague", 0, "9",
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,"
    "'plague':[null,null,null,null,null,null,null,null,null]}]}" },
  { "turns/wagons-too-long", LOAD, INVALID, "turns[0].wagons", 0, "9",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'wagons':['home','home','home','home','home','home','home','home','home']}") },
  { "strings/nul-in-name", LOAD, INVALID, "players[0].name", 0, "NUL",
    "{'format':'bastide-record','players':[{'name':'Red\\u0000<b>','color':'red'},{'color':'blue'}],'turns':[]}" },

  /* The header */
  { "format/type", LOAD, INVALID, "format", 0, "string",
    "{'format':5,'version':1,'game':'standard','expansions':[]," PLAYERS ",'turns':[]}" },
  { "format/value", LOAD, INVALID, "format", 0, "chess-record",
    "{'format':'chess-record','version':1,'game':'standard','expansions':[]," PLAYERS ",'turns':[]}" },
  { "version/type", LOAD, INVALID, "version", 0, "number",
    "{'format':'bastide-record','version':'1','game':'standard'," PLAYERS ",'turns':[]}" },
  { "version/value", LOAD, INVALID, "version", 0, "2",
    "{'format':'bastide-record','version':2,'game':'standard'," PLAYERS ",'turns':[]}" },
  { "game/type", LOAD, INVALID, "game", 0, "string",
    "{'format':'bastide-record','version':1,'game':true," PLAYERS ",'turns':[]}" },
  { "game/value", LOAD, INVALID, "game", 0, "chess",
    "{'format':'bastide-record','version':1,'game':'chess'," PLAYERS ",'turns':[]}" },
  { "expansions/type", LOAD, INVALID, "expansions", 0, "list",
    "{'format':'bastide-record','version':1,'game':'standard','expansions':'river'," PLAYERS ",'turns':[]}" },
  { "expansions/element-type", LOAD, INVALID, "expansions[0]", 0, NULL,
    "{'format':'bastide-record','version':1,'game':'standard','expansions':[5]," PLAYERS ",'turns':[]}" },
  { "expansions/unknown", LOAD, INVALID, "expansions[1]", 0, NULL,
    "{'format':'bastide-record','version':1,'game':'standard','expansions':['river','dragons']," PLAYERS ",'turns':[]}" },
  { "expansions/with-wheel-of-fortune", LOAD, INVALID, "expansions", 0, NULL,
    "{'format':'bastide-record','version':1,'game':'wheel-of-fortune','expansions':['river']," PLAYERS ",'turns':[]}" },
  { "options/type", LOAD, INVALID, "options", 0, "object",
    "{'format':'bastide-record','version':1,'game':'standard','options':[]," PLAYERS ",'turns':[]}" },
  { "options/value-type", LOAD, INVALID, "options.wagon-move", 0, "string",
    "{'format':'bastide-record','version':1,'game':'standard','options':{'wagon-move':1}," PLAYERS ",'turns':[]}" },
  { "options/unknown-option", LOAD, INVALID, "options.speed", 0, NULL,
    "{'format':'bastide-record','version':1,'game':'standard','options':{'speed':'fast'}," PLAYERS ",'turns':[]}" },
  { "options/unknown-value", LOAD, INVALID, "options.wagon-move", 0, "teleport",
    "{'format':'bastide-record','version':1,'game':'standard','options':{'wagon-move':'teleport'}," PLAYERS ",'turns':[]}" },
  { "options/unknown-river-value", LOAD, INVALID, "options.river-turns", 0, "never",
    "{'format':'bastide-record','version':1,'game':'standard','options':{'river-turns':'never'}," PLAYERS ",'turns':[]}" },
  /* players is there, with the wrong type: not "missing" */
  { "players/type", LOAD, INVALID, "players", 0, "list",
    "{'format':'bastide-record','version':1,'game':'standard','players':{},'turns':[]}", "missing" },
  { "players/missing", LOAD, INVALID, "players", 0, NULL,
    "{'format':'bastide-record','version':1,'game':'standard','turns':[]}" },
  { "players/one", LOAD, INVALID, "players", 0, "1",
    "{'format':'bastide-record','version':1,'players':[{'name':'Red','color':'red'}],'turns':[]}" },
  { "players/element-type", LOAD, INVALID, "players[0], players[1]", 0, "object",
    "{'format':'bastide-record','version':1,'players':['Red','Blue'],'turns':[]}" },
  { "players/name-type", LOAD, INVALID, "players[0].name", 0, "string",
    "{'format':'bastide-record','version':1,'players':[{'name':5,'color':'red'},{'name':'Blue','color':'blue'}],'turns':[]}" },
  { "players/color-type", LOAD, INVALID, "players[0].color", 0, "string",
    "{'format':'bastide-record','version':1,'players':[{'name':'Red','color':5},{'name':'Blue','color':'blue'}],'turns':[]}" },
  { "players/color-unknown", LOAD, INVALID, "players[1].color", 0, "purple",
    "{'format':'bastide-record','version':1,'players':[{'name':'Red','color':'red'},{'name':'Blue','color':'purple'}],'turns':[]}" },
  { "players/color-twice", LOAD, INVALID, "players[1].color", 0, "red",
    "{'format':'bastide-record','version':1,'players':[{'name':'Red','color':'red'},{'name':'Ruby','color':'red'}],'turns':[]}" },
  /* six players: a problem of the rules, found once the file is read */
  { "players/six-without-abbey-mayor", LOAD, INVALID, "players", 0, "Abbey & Mayor",
    "{'format':'bastide-record','version':1,'expansions':['river','abbot'],'players':[{'color':'red'},{'color':'green'},"
    "{'color':'blue'},{'color':'yellow'},{'color':'black'},{'color':'pink'}],'turns':[]}" },
  { "players/seven-with-abbey-mayor", LOAD, INVALID, "players", 0, "7",
    "{'format':'bastide-record','version':1,'expansions':['abbey-mayor'],'players':[{'color':'red'},{'color':'green'},"
    "{'color':'blue'},{'color':'yellow'},{'color':'black'},{'color':'pink'},{'name':'Seventh'}],'turns':[]}" },
  { "seed/type", LOAD, INVALID, "seed", 0, "number",
    "{" HEAD ",'seed':'abc','turns':[]}" },
  { "seed/fraction", LOAD, INVALID, "seed", 0, "number",
    "{" HEAD ",'seed':1.5,'turns':[]}" },
  { "setup/type", LOAD, INVALID, "setup", 0, "object",
    "{" HEAD ",'setup':[],'turns':[]}" },
  { "turns/type", LOAD, INVALID, "turns", 0, "list",
    "{" HEAD ",'turns':{}}" },

  /* setup.board */
  { "setup/board-type", LOAD, INVALID, "setup.board", 0, "list", WITH_SETUP ("'board':{}") },
  { "setup/board-element-type", LOAD, INVALID, "setup.board[0]", 0, "object", WITH_SETUP ("'board':['U']") },
  { "setup/board-tile-type", LOAD, INVALID, "setup.board[0].tile", 0, "string",
    WITH_SETUP ("'board':[{'tile':7,'x':0,'y':0,'rot':0}]") },
  { "setup/board-x-type", LOAD, INVALID, "setup.board[0].x", 0, "number",
    WITH_SETUP ("'board':[{'tile':'U','x':'0','y':0,'rot':0}]") },
  { "setup/board-y-missing", LOAD, INVALID, "setup.board[0].y", 0, "missing",
    WITH_SETUP ("'board':[{'tile':'U','x':0,'rot':0}]") },
  { "setup/board-x-too-far", LOAD, INVALID, "setup.board[0].x", 0, "100000",
    WITH_SETUP ("'board':[{'tile':'U','x':100000,'y':0,'rot':0}]") },
  { "setup/board-rot", LOAD, INVALID, "setup.board[0].rot", 0, "45",
    WITH_SETUP ("'board':[{'tile':'U','x':0,'y':0,'rot':45}]") },
  { "setup/board-rot-type", LOAD, INVALID, "setup.board[0].rot", 0, "number",
    WITH_SETUP ("'board':[{'tile':'U','x':0,'y':0,'rot':'90'}]") },
  { "setup/board-unknown-tile", LOAD, INVALID, "setup.board[0]", 0, "Z",
    WITH_SETUP ("'board':[{'tile':'Z','x':0,'y':0,'rot':0}]") },
  { "setup/board-tile-of-a-set-not-in-play", LOAD, INVALID, "setup.board[0]", 0, "RA",
    WITH_SETUP ("'board':[{'tile':'RA','x':0,'y':0,'rot':0}]") },
  { "setup/board-too-many-copies", LOAD, INVALID, "setup.board[1]", 0, "C",
    WITH_SETUP ("'board':[{'tile':'C','x':0,'y':0,'rot':0},{'tile':'C','x':5,'y':5,'rot':0}]") },
  { "setup/board-edges-do-not-match", LOAD, INVALID, "setup.board[1]", 0, NULL,
    WITH_SETUP ("'board':[{'tile':'E','x':0,'y':0,'rot':0},{'tile':'U','x':0,'y':-1,'rot':0}]") },
  { "setup/board-same-cell", LOAD, INVALID, "setup.board[1]", 0, NULL,
    WITH_SETUP ("'board':[" U00 "," U00 "]") },
  { "setup/board-overlaps-the-wheel", LOAD, INVALID, "setup.board[1]", 0, "wheel",
    WITH_SETUP_WOF ("'board':[{'tile':'WHEEL','x':0,'y':0,'rot':0},{'tile':'U@1','x':3,'y':3,'rot':0}]") },
  { "setup/board-wheel-turned", LOAD, INVALID, "setup.board[0]", 0, NULL,
    WITH_SETUP_WOF ("'board':[{'tile':'WHEEL','x':0,'y':0,'rot':90}]") },

  /* setup.pieces */
  { "setup/pieces-type", LOAD, INVALID, "setup.pieces", 0, "list", WITH_SETUP ("'board':[" U00 "],'pieces':'x'") },
  { "setup/pieces-element-type", LOAD, INVALID, "setup.pieces[0]", 0, "object",
    WITH_SETUP ("'board':[" U00 "],'pieces':[5]") },
  { "setup/piece-player-type", LOAD, INVALID, "setup.pieces[0].player", 0, "number",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':'0','piece':'meeple','x':0,'y':0,'on':'r1'}]") },
  { "setup/piece-player-unknown", LOAD, INVALID, "setup.pieces[0]", 0, "2",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':2,'piece':'meeple','x':0,'y':0,'on':'r1'}]") },
  { "setup/piece-kind-unknown", LOAD, INVALID, "setup.pieces[0]", 0, "dragon",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':0,'piece':'dragon','x':0,'y':0,'on':'r1'}]") },
  { "setup/piece-on-missing", LOAD, INVALID, "setup.pieces[0].on", 0, "missing",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':0,'piece':'meeple','x':0,'y':0}]") },
  { "setup/piece-on-a-feature-the-tile-lacks", LOAD, INVALID, "setup.pieces[0]", 0, "c1",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'}]") },
  { "setup/piece-where-no-tile-is", LOAD, INVALID, "setup.pieces[0]", 0, "(5, 5)",
    WITH_SETUP ("'board':[" U00 "],'pieces':[{'player':0,'piece':'meeple','x':5,'y':5,'on':'r1'}]") },
  { "setup/piece-eighth-meeple", LOAD, INVALID, "setup.pieces[7]", 0, NULL,
    WITH_SETUP ("'board':[" U00 "],'pieces':["
                "{'player':0,'piece':'meeple','x':0,'y':0,'on':'r1'},{'player':0,'piece':'meeple','x':0,'y':0,'on':'r1'},"
                "{'player':0,'piece':'meeple','x':0,'y':0,'on':'r1'},{'player':0,'piece':'meeple','x':0,'y':0,'on':'r1'},"
                "{'player':0,'piece':'meeple','x':0,'y':0,'on':'f1'},{'player':0,'piece':'meeple','x':0,'y':0,'on':'f1'},"
                "{'player':0,'piece':'meeple','x':0,'y':0,'on':'f2'},{'player':0,'piece':'meeple','x':0,'y':0,'on':'f2'}]") },
  /* the problem is the mayor (not in play), not a supply running out */
  { "setup/piece-mayor-without-abbey-mayor", LOAD, INVALID, "setup.pieces[0]", 0, "mayor",
    WITH_SETUP ("'board':[{'tile':'E','x':0,'y':0,'rot':0}],'pieces':[{'player':0,'piece':'mayor','x':0,'y':0,'on':'c1'}]") },
  { "setup/piece-barn-corner-name", LOAD, INVALID, "setup.pieces[0]", 0, "north",
    WITH_SETUP_AM ("'board':[" BLOCK ",{'tile':'B','x':1,'y':1,'rot':0}],"
                   "'pieces':[{'player':0,'piece':'barn','x':0,'y':0,'corner':'north'}],'abbeys_left':[false,false]") },
  { "setup/piece-barn-corner-not-surrounded", LOAD, INVALID, "setup.pieces[0]", 0, NULL,
    WITH_SETUP_AM ("'board':[" BLOCK "],'pieces':[{'player':0,'piece':'barn','x':0,'y':0,'corner':'SE'}],"
                   "'abbeys_left':[false,false]") },
  { "setup/piece-crown-unknown-sector", LOAD, INVALID, "setup.pieces[0]", 0, "luck",
    WITH_SETUP_WOF ("'pieces':[{'player':0,'piece':'meeple','crown':'luck'}]") },
  { "setup/piece-crown-full", LOAD, INVALID, "setup.pieces[1]", 0, NULL,
    WITH_SETUP_WOF ("'pieces':[{'player':0,'piece':'meeple','crown':'fortune'},{'player':1,'piece':'meeple','crown':'fortune'}]") },
  { "setup/piece-crown-third-on-two", LOAD, INVALID, "setup.pieces[2]", 0, NULL,
    WITH_SETUP_WOF ("'pieces':[{'player':0,'piece':'meeple','crown':'tax'},{'player':1,'piece':'meeple','crown':'tax'},"
                    "{'player':1,'piece':'meeple','crown':'tax'}]") },

  /* setup: the other keys */
  { "setup/scores-type", LOAD, INVALID, "setup.scores", 0, "list", WITH_SETUP ("'scores':'10'") },
  { "setup/scores-length", LOAD, INVALID, "setup.scores", 0, NULL, WITH_SETUP ("'scores':[10]") },
  { "setup/scores-element-type", LOAD, INVALID, "setup.scores[0]", 0, NULL, WITH_SETUP ("'scores':['a',1]") },
  { "setup/scores-negative", LOAD, INVALID, "setup.scores[1]", 0, NULL, WITH_SETUP ("'scores':[0,-1]") },
  { "setup/to-move-type", LOAD, INVALID, "setup.to_move", 0, "number", WITH_SETUP ("'to_move':'1'") },
  { "setup/to-move-unknown", LOAD, INVALID, "setup.to_move", 0, "2", WITH_SETUP ("'to_move':2") },
  { "setup/draw-type", LOAD, INVALID, "setup.draw", 0, "list", WITH_SETUP ("'draw':'U'") },
  { "setup/draw-element-type", LOAD, INVALID, "setup.draw[0]", 0, NULL, WITH_SETUP ("'draw':[5]") },
  { "setup/draw-unknown-tile", LOAD, INVALID, "setup.draw[1]", 0, NULL, WITH_SETUP ("'draw':['U','Z']") },
  { "setup/draw-too-many-copies", LOAD, INVALID, "setup.draw[1]", 0, "C", WITH_SETUP ("'draw':['C','C']") },
  { "setup/draw-copies-on-the-board-count", LOAD, INVALID, "setup.draw[0]", 0, "C",
    WITH_SETUP ("'board':[{'tile':'C','x':0,'y':0,'rot':0}],'draw':['C']") },
  { "setup/draw-abbey", LOAD, INVALID, "setup.draw[0]", 0, NULL,
    WITH_SETUP_AM ("'draw':['ABBEY'],'abbeys_left':[false,false]") },
  { "setup/draw-wheel", LOAD, INVALID, "setup.draw[0]", 0, NULL, WITH_SETUP_WOF ("'draw':['WHEEL']") },
  { "setup/pig-without-the-wheel", LOAD, INVALID, "setup.pig", 0, NULL, WITH_SETUP ("'pig':'tax'") },
  { "setup/pig-unknown-sector", LOAD, INVALID, "setup.pig", 0, "mud", WITH_SETUP_WOF ("'pig':'mud'") },
  { "setup/pig-type", LOAD, INVALID, "setup.pig", 0, "string", WITH_SETUP_WOF ("'pig':5") },
  { "setup/abbeys-left-without-abbey-mayor", LOAD, INVALID, "setup.abbeys_left", 0, NULL,
    WITH_SETUP ("'abbeys_left':[true,true]") },
  { "setup/abbeys-left-type", LOAD, INVALID, "setup.abbeys_left", 0, "list",
    WITH_SETUP_AM ("'abbeys_left':'yes'") },
  { "setup/abbeys-left-length", LOAD, INVALID, "setup.abbeys_left", 0, NULL,
    WITH_SETUP_AM ("'abbeys_left':[true]") },
  { "setup/abbeys-left-element-type", LOAD, INVALID, "setup.abbeys_left[0]", 0, "true or false",
    WITH_SETUP_AM ("'abbeys_left':[1,true]") },
  { "setup/every-problem-reported", LOAD, INVALID, "setup.board[1], setup.pieces[0], setup.scores, setup.to_move", 0, NULL,
    WITH_SETUP ("'board':[" U00 ",{'tile':'Z','x':1,'y':0,'rot':0}],"
                "'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'}],'scores':[1,2,3],'to_move':9") },

  /* turns[i] */
  { "turns/element-type", LOAD, INVALID, "turns[0]", 0, NULL, WITH_TURN ("5") },
  { "turns/tile-type", LOAD, INVALID, "turns[0].tile", 0, "string", WITH_TURN ("{'tile':5,'x':0,'y':1,'rot':0}") },
  { "turns/tile-unknown", LOAD, INVALID, "turns[0].tile", 0, "Z", WITH_TURN ("{'tile':'Z','x':0,'y':1,'rot':0}") },
  { "turns/tile-abbey", LOAD, INVALID, "turns[0].tile", 0, "ABBEY",
    "{" HEAD_AM ",'turns':[{'tile':'ABBEY','x':0,'y':1,'rot':0}]}" },
  { "turns/tile-missing-without-fixed-pile", LOAD, INVALID, "turns[0].tile", 0, "missing",
    "{" HEAD ",'turns':[{'x':0,'y':-1,'rot':0}]}" },
  { "turns/x-type", LOAD, INVALID, "turns[0].x", 0, "number", WITH_TURN ("{'tile':'U','x':'0','y':1,'rot':0}") },
  { "turns/y-missing", LOAD, INVALID, "turns[0].y", 0, "missing", WITH_TURN ("{'tile':'U','x':0,'rot':0}") },
  { "turns/rot-type", LOAD, INVALID, "turns[0].rot", 0, "number", WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':'90'}") },
  { "turns/rot-value", LOAD, INVALID, "turns[0].rot", 0, "45", WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':45}") },
  { "turns/rot-missing", LOAD, INVALID, "turns[0].rot", 0, "missing", WITH_TURN ("{'tile':'U','x':0,'y':1}") },
  { "turns/second-turn", LOAD, INVALID, "turns[1].x", 0, NULL,
    WITH_TURN (TURN_U ",{'tile':'U','x':null,'y':2,'rot':0}") },
  { "turns/discard-type", LOAD, INVALID, "turns[0].discard", 0, "true or false", WITH_TURN ("{'tile':'U','discard':'yes'}") },
  { "turns/abbey-type", LOAD, INVALID, "turns[0].abbey", 0, "true or false",
    "{" HEAD_AM ",'turns':[{'abbey':1,'x':0,'y':1}]}" },
  { "turns/pass-type", LOAD, INVALID, "turns[0].pass", 0, "true or false", WITH_TURN ("{'pass':'y'}") },
  { "turns/deploy-type", LOAD, INVALID, "turns[0].deploy", 0, "object",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':5}") },
  { "turns/deploy-piece-missing", LOAD, INVALID, "turns[0].deploy.piece", 0, "missing",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'on':'r1'}}") },
  { "turns/deploy-piece-type", LOAD, INVALID, "turns[0].deploy.piece", 0, "string",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':1,'on':'r1'}}") },
  { "turns/deploy-piece-unknown", LOAD, INVALID, "turns[0].deploy.piece", 0, "dragon",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'dragon','on':'r1'}}") },
  { "turns/deploy-on-type", LOAD, INVALID, "turns[0].deploy.on", 0, "string",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','on':1}}") },
  { "turns/deploy-nowhere", LOAD, INVALID, "turns[0].deploy", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple'}}") },
  { "turns/deploy-two-places", LOAD, INVALID, "turns[0].deploy", 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','on':'r1','crown':'tax'}}") },
  { "turns/deploy-barn-corner-name", LOAD, INVALID, "turns[0].deploy.corner", 0, "N",
    "{" HEAD_AM ",'setup':{'board':[" BLOCK "],'draw':['B'],'abbeys_left':[false,false]},"
    "'turns':[{'tile':'B','x':1,'y':1,'rot':0,'deploy':{'piece':'barn','corner':'N'}}]}" },
  { "turns/deploy-crown-unknown-sector", LOAD, INVALID, "turns[0].deploy.crown", 0, "luck",
    "{" HEAD_WOF ",'setup':{'draw':['V']},'turns':[{'tile':'V','x':2,'y':-1,'rot':0,'deploy':{'piece':'meeple','crown':'luck'}}]}" },
  { "turns/recall-type", LOAD, INVALID, "turns[0].recall", 0, "string",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'recall':5}") },
  { "turns/recall-not-the-abbot", LOAD, INVALID, "turns[0].recall", 0, "abbot",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'recall':'meeple'}") },
  { "turns/recall-and-deploy", LOAD, INVALID, "turns[0]", 0, NULL,
    "{" HEAD_AB "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'recall':'abbot','deploy':{'piece':'meeple','on':'r1'}}]}" },
  { "turns/plague-type", LOAD, INVALID, "turns[0].plague", 0, "list",
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,'plague':'x'}]}" },
  { "turns/plague-element-type", LOAD, INVALID, "turns[0].plague[1]", 0, "null",
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,'plague':[null,5]}]}" },
  { "turns/plague-element-on-missing", LOAD, INVALID, "turns[0].plague[0].on", 0, "missing",
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,'plague':[{'x':0,'y':0},null]}]}" },
  { "turns/plague-element-x-type", LOAD, INVALID, "turns[0].plague[0].x", 0, "number",
    "{" HEAD_WOF ",'setup':{'draw':['U@1']},'turns':[{'tile':'U@1','x':2,'y':-1,'rot':0,'plague':[{'x':'0','y':0,'on':'c1'},null]}]}" },
  { "turns/wagons-type", LOAD, INVALID, "turns[0].wagons", 0, "list",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'wagons':'home'}]}" },
  { "turns/wagons-element-word", LOAD, INVALID, "turns[0].wagons[0]", 0, "home",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'wagons':['away']}]}" },
  { "turns/wagons-element-null", LOAD, INVALID, "turns[0].wagons[0]", 0, "home",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'wagons':[null]}]}" },
  { "turns/wagons-element-on-missing", LOAD, INVALID, "turns[0].wagons[0].on", 0, "missing",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'wagons':[{'x':0,'y':0}]}]}" },

  /* Records that load, with a turn the rules refuse */
  { "rules/deploy-on-a-feature-the-tile-lacks", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "c1",
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','on':'c1'}}") },
  { "rules/deploy-on-an-occupied-road", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    "{" HEAD ",'setup':{'board':[" U00 "],'pieces':[{'player':1,'piece':'meeple','x':0,'y':0,'on':'r1'}],'draw':['U']},"
    "'turns':[{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','on':'r1'}}]}" },
  { "rules/tile-not-in-the-pile", REPLAY, BASTIDE_RULE_ERROR_DRAW, NULL, 1, "C",
    "{" HEAD ",'seed':7,'turns':[{'tile':'C','x':0,'y':-1,'rot':0},{'tile':'C','x':0,'y':-2,'rot':0}]}" },
  { "rules/tile-not-the-top-of-a-fixed-pile", REPLAY, BASTIDE_RULE_ERROR_DRAW, NULL, 0, NULL,
    "{" HEAD ",'setup':{'board':[" U00 "],'draw':['V','U']},'turns':[" TURN_U "]}" },
  { "rules/placement-edges", REPLAY, BASTIDE_RULE_ERROR_PLACEMENT, NULL, 0, NULL,
    WITH_TURN ("{'tile':'U','x':1,'y':0,'rot':90}") },
  { "rules/placement-occupied", REPLAY, BASTIDE_RULE_ERROR_PLACEMENT, NULL, 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':0,'rot':0}") },
  { "rules/placement-on-the-wheel", REPLAY, BASTIDE_RULE_ERROR_PLACEMENT, NULL, 0, "wheel",
    "{" HEAD_WOF ",'setup':{'draw':['V']},'turns':[{'tile':'V','x':3,'y':3,'rot':0}]}" },
  { "rules/discard-a-tile-that-fits", REPLAY, BASTIDE_RULE_ERROR_DISCARD, NULL, 0, NULL,
    WITH_TURN ("{'tile':'U','discard':true}") },
  { "rules/turn-after-the-end", REPLAY, BASTIDE_RULE_ERROR_GAME_OVER, NULL, 1, NULL,
    "{" HEAD ",'setup':{'board':[" U00 "],'draw':['U']},'turns':[" TURN_U ",{'tile':'U','x':0,'y':2,'rot':0}]}" },
  { "rules/pass-outside-the-abbey-round", REPLAY, BASTIDE_RULE_ERROR_PHASE, NULL, 0, NULL,
    "{" HEAD_AM "," SETUP_U ",'turns':[{'pass':true}]}" },
  { "rules/tile-turn-in-the-abbey-round", REPLAY, BASTIDE_RULE_ERROR_PHASE, NULL, 1, "abbey",
    "{" HEAD_AM ",'setup':{'board':[" U00 "],'draw':['U'],'abbeys_left':[true,true]},"
    "'turns':[" TURN_U ",{'tile':'U','x':0,'y':2,'rot':0}]}" },
  { "rules/abbey-after-the-end", REPLAY, BASTIDE_RULE_ERROR_GAME_OVER, NULL, 3, NULL,
    "{" HEAD_AM ",'setup':{'board':[" U00 "],'draw':['U'],'abbeys_left':[true,true]},"
    "'turns':[" TURN_U ",{'pass':true},{'pass':true},{'abbey':true,'x':1,'y':1}]}" },
  { "rules/abbey-without-abbey-mayor", REPLAY, BASTIDE_RULE_ERROR_ABBEY, NULL, 0, NULL,
    "{" HEAD ",'setup':{'board':[" BLOCK ",{'tile':'U','x':1,'y':2,'rot':0},{'tile':'U','x':2,'y':1,'rot':90}],'draw':['U']},"
    "'turns':[{'abbey':true,'x':1,'y':1}]}" },
  { "rules/abbey-none-left", REPLAY, BASTIDE_RULE_ERROR_ABBEY, NULL, 0, NULL,
    "{" HEAD_AM ",'setup':{'board':[" BLOCK ",{'tile':'U','x':1,'y':2,'rot':0},{'tile':'U','x':2,'y':1,'rot':90}],"
    "'draw':['U'],'abbeys_left':[false,true]},'turns':[{'abbey':true,'x':1,'y':1}]}" },
  { "rules/abbey-not-in-a-hole", REPLAY, BASTIDE_RULE_ERROR_ABBEY, NULL, 0, NULL,
    "{" HEAD_AM "," SETUP_U ",'turns':[{'abbey':true,'x':0,'y':1}]}" },
  { "rules/abbot-not-in-play", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "abbot",
    "{" HEAD ",'setup':{'board':[" U00 "],'draw':['B']},'turns':[{'tile':'B','x':1,'y':0,'rot':0,'deploy':{'piece':'abbot','on':'cloister'}}]}" },
  { "rules/abbot-on-a-road", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "abbot",
    "{" HEAD_AB "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'abbot','on':'r1'}}]}" },
  { "rules/recall-with-no-abbot-out", REPLAY, BASTIDE_RULE_ERROR_RECALL, NULL, 0, NULL,
    "{" HEAD_AB "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'recall':'abbot'}]}" },
  { "rules/recall-without-the-abbot-expansion", REPLAY, BASTIDE_RULE_ERROR_RECALL, NULL, 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'recall':'abbot'}") },
  { "rules/mayor-on-a-road", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "mayor",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'mayor','on':'r1'}}]}" },
  { "rules/mayor-without-abbey-mayor", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "mayor",
    "{" HEAD ",'setup':{'board':[{'tile':'E','x':0,'y':0,'rot':0}],'draw':['E']},"
    "'turns':[{'tile':'E','x':1,'y':0,'rot':0,'deploy':{'piece':'mayor','on':'c1'}}]}" },
  { "rules/wagon-on-a-field", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, "wagon",
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'wagon','on':'f1'}}]}" },
  { "rules/barn-without-a-corner", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    "{" HEAD_AM ",'setup':{'board':[" BLOCK "],'draw':['B'],'abbeys_left':[false,false]},"
    "'turns':[{'tile':'B','x':1,'y':1,'rot':0,'deploy':{'piece':'barn','on':'f1'}}]}" },
  { "rules/barn-corner-not-surrounded", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    "{" HEAD_AM ",'setup':{'board':[" BLOCK "],'draw':['B'],'abbeys_left':[false,false]},"
    "'turns':[{'tile':'B','x':1,'y':1,'rot':0,'deploy':{'piece':'barn','corner':'SE'}}]}" },
  { "rules/second-barn-of-a-player", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    "{" HEAD_AM ",'setup':{'board':[" BLOCK ",{'tile':'U','x':5,'y':5,'rot':0},{'tile':'U','x':6,'y':5,'rot':0},"
    "{'tile':'U','x':5,'y':6,'rot':0},{'tile':'U','x':6,'y':6,'rot':0}],"
    "'pieces':[{'player':0,'piece':'barn','x':5,'y':5,'corner':'SE'}],'draw':['B'],'abbeys_left':[false,false]},"
    "'turns':[{'tile':'B','x':1,'y':1,'rot':0,'deploy':{'piece':'barn','corner':'NW'}}]}" },
  { "rules/wagon-entries-without-a-wagon", REPLAY, BASTIDE_RULE_ERROR_WAGON, NULL, 0, NULL,
    "{" HEAD_AM "," SETUP_U ",'turns':[{'tile':'U','x':0,'y':1,'rot':0,'wagons':['home']}]}" },
  { "rules/wagon-to-an-unconnected-road", REPLAY, BASTIDE_RULE_ERROR_WAGON, NULL, 0, NULL,
    "{" HEAD_AM ",'setup':{'board':[{'tile':'W','x':0,'y':0,'rot':0},{'tile':'U','x':1,'y':0,'rot':90},{'tile':'U','x':9,'y':9,'rot':0}],"
    "'pieces':[{'player':0,'piece':'wagon','x':1,'y':0,'on':'r1'}],'draw':['W'],'abbeys_left':[false,false]},"
    "'turns':[{'tile':'W','x':2,'y':0,'rot':0,'wagons':[{'x':9,'y':9,'on':'r1'}]}]}" },
  { "rules/plague-list-too-short", REPLAY, BASTIDE_RULE_ERROR_PLAGUE, NULL, 0, NULL,
    "{" HEAD_WOF ",'setup':{'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'}],'pig':'storm','draw':['U@2']},"
    "'turns':[{'tile':'U@2','x':2,'y':-1,'rot':0,'plague':[{'x':0,'y':0,'on':'c1'}]}]}" },
  { "rules/plague-list-too-long", REPLAY, BASTIDE_RULE_ERROR_PLAGUE, NULL, 0, NULL,
    "{" HEAD_WOF ",'setup':{'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'}],'pig':'storm','draw':['U@2']},"
    "'turns':[{'tile':'U@2','x':2,'y':-1,'rot':0,'plague':[{'x':0,'y':0,'on':'c1'},null,null]}]}" },
  { "rules/plague-list-missing", REPLAY, BASTIDE_RULE_ERROR_PLAGUE, NULL, 0, NULL,
    "{" HEAD_WOF ",'setup':{'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'}],'pig':'storm','draw':['U@2']},"
    "'turns':[{'tile':'U@2','x':2,'y':-1,'rot':0}]}" },
  { "rules/plague-crown-follower-is-not-on-land", REPLAY, BASTIDE_RULE_ERROR_PLAGUE, NULL, 0, NULL,
    "{" HEAD_WOF ",'setup':{'pieces':[{'player':0,'piece':'meeple','x':0,'y':0,'on':'c1'},{'player':1,'piece':'meeple','crown':'tax'}],"
    "'pig':'storm','draw':['U@2']},"
    "'turns':[{'tile':'U@2','x':2,'y':-1,'rot':0,'plague':[{'x':0,'y':0,'on':'c1'},{'x':0,'y':0,'on':'c1'}]}]}" },
  { "rules/crown-on-a-full-sector", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    "{" HEAD_WOF ",'setup':{'pieces':[{'player':1,'piece':'meeple','crown':'inquisition'}],'draw':['V']},"
    "'turns':[{'tile':'V','x':2,'y':-1,'rot':0,'deploy':{'piece':'meeple','crown':'inquisition'}}]}" },
  { "rules/crown-in-a-standard-game", REPLAY, BASTIDE_RULE_ERROR_DEPLOY, NULL, 0, NULL,
    WITH_TURN ("{'tile':'U','x':0,'y':1,'rot':0,'deploy':{'piece':'meeple','crown':'tax'}}") },
};

static char *
case_json (const BadCase *c)
{
  char *json = g_strdup (c->json);

  for (char *p = json; *p != '\0'; p++)
    if (*p == '\'')
      *p = '"';
  return json;
}

static char *
case_file_name (const BadCase *c)
{
  char *name = g_strdup_printf ("%s.json", c->name);

  g_strdelimit (name, "/", '-');
  return name;
}

static void
assert_unlike (const char *message,
               const char *words)
{
  g_autofree char *lower_message = NULL;

  if (words == NULL)
    return;
  lower_message = g_utf8_strdown (message, -1);
  if (strstr (lower_message, words) != NULL)
    g_test_fail_printf ("the message wrongly says \"%s\": %s", words, message);
}

static void
assert_hint (const char *message,
             const char *hint)
{
  g_autofree char *lower_message = NULL;
  g_autofree char *lower_hint = NULL;

  if (hint == NULL)
    return;
  lower_message = g_utf8_strdown (message, -1);
  lower_hint = g_utf8_strdown (hint, -1);
  if (strstr (lower_message, lower_hint) == NULL)
    g_test_fail_printf ("the message does not say \"%s\": %s", hint, message);
}

/* Every expected path is named on a line of its own, "NAME: PATH: what". */
static void
assert_paths (const char *message,
              const char *name,
              const char *paths)
{
  g_auto(GStrv) lines = g_strsplit (message, "\n", -1);
  g_auto(GStrv) wanted = g_strsplit (paths, ",", -1);

  for (guint i = 0; wanted[i] != NULL; i++)
    {
      g_autofree char *path = g_strstrip (g_strdup (wanted[i]));
      g_autofree char *prefix = g_strdup_printf ("%s: %s: ", name, path);
      gboolean found = FALSE;

      for (guint l = 0; lines[l] != NULL && !found; l++)
        found = g_str_has_prefix (lines[l], prefix) && strlen (lines[l]) > strlen (prefix);
      if (!found)
        g_test_fail_printf ("no problem is reported at %s:\n%s", path, message);
    }
}

static void
test_case (gconstpointer data)
{
  const BadCase *c = data;
  g_autofree char *json = case_json (c);
  g_autofree char *name = case_file_name (c);
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_data (json, -1, name, &error);

  if (c->stage == LOAD)
    {
      g_assert_null (record);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (error->domain == BASTIDE_RECORD_ERROR);
      g_assert_cmpint (error->code, ==, c->code);
      g_assert_true (g_str_has_prefix (error->message, name));
      if (c->code == BASTIDE_RECORD_ERROR_SYNTAX)
        {
          g_autofree char *pattern = g_strdup_printf ("^%s:[0-9]+:[0-9]+: ", name);

          g_assert_true (g_regex_match_simple (pattern, error->message, 0, 0));
        }
      if (c->paths != NULL)
        assert_paths (error->message, name, c->paths);
      {
        /* the file name itself does not count as saying anything */
        g_auto(GStrv) parts = g_strsplit (error->message, name, -1);
        g_autofree char *said = g_strjoinv ("", parts);

        assert_hint (said, c->hint);
        assert_unlike (said, c->unlike);
      }
    }
  else
    {
      g_autofree BastideState *state = g_new0 (BastideState, 1);
      g_autofree char *prefix = g_strdup_printf ("turn %u: ", c->turn);
      guint n_played = G_MAXUINT;

      g_assert_no_error (error);
      g_assert_nonnull (record);
      g_assert_false (bastide_record_replay (record, state, &n_played, &error));
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_true (error->domain == BASTIDE_RULE_ERROR);
      g_assert_cmpint (error->code, ==, c->code);
      g_assert_cmpuint (n_played, ==, c->turn);
      if (!g_str_has_prefix (error->message, prefix))
        g_test_fail_printf ("the message does not start with \"%s\": %s", prefix, error->message);
      assert_hint (error->message, c->hint);
    }
}

/* Round trips */

static char *
records_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "records", NULL);
}

static void
collect_records (const char *dir,
                 GPtrArray  *out)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *entry;

  g_assert_nonnull (handle);
  while ((entry = g_dir_read_name (handle)) != NULL)
    {
      char *full = g_build_filename (dir, entry, NULL);

      if (g_file_test (full, G_FILE_TEST_IS_DIR))
        {
          collect_records (full, out);
          g_free (full);
        }
      else if (g_str_has_suffix (entry, ".json"))
        g_ptr_array_add (out, full);
      else
        g_free (full);
    }
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
assert_same_position (const BastideState *a,
                      const BastideState *b)
{
  g_assert_cmpuint (a->rules.n_players, ==, b->rules.n_players);
  g_assert_cmpuint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->to_move, ==, b->to_move);
  g_assert_cmpuint (a->n_tiles, ==, b->n_tiles);
  for (guint s = 0; s < a->n_tiles; s++)
    {
      g_assert_cmpint (a->tiles[s].x, ==, b->tiles[s].x);
      g_assert_cmpint (a->tiles[s].y, ==, b->tiles[s].y);
      g_assert_cmpuint (a->tiles[s].type, ==, b->tiles[s].type);
      g_assert_cmpuint (a->tiles[s].rot, ==, b->tiles[s].rot);
    }
  g_assert_cmpuint (a->n_pieces, ==, b->n_pieces);
  for (guint i = 0; i < a->n_pieces; i++)
    {
      g_assert_cmpuint (a->pieces[i].owner, ==, b->pieces[i].owner);
      g_assert_cmpuint (a->pieces[i].kind, ==, b->pieces[i].kind);
      g_assert_cmpint (a->pieces[i].crown, ==, b->pieces[i].crown);
      g_assert_cmpint (a->pieces[i].corner, ==, b->pieces[i].corner);
      g_assert_cmpuint (a->pieces[i].node, ==, b->pieces[i].node);
    }
  for (guint p = 0; p < a->rules.n_players; p++)
    {
      g_assert_cmpint (a->players[p].score, ==, b->players[p].score);
      g_assert_cmpuint (a->players[p].meeples, ==, b->players[p].meeples);
      g_assert_cmpuint (a->players[p].specials, ==, b->players[p].specials);
      g_assert_cmpuint (a->players[p].abbey, ==, b->players[p].abbey);
    }
  g_assert_cmpuint (a->pile_len, ==, b->pile_len);
  g_assert_cmpmem (a->pile, a->pile_len, b->pile, b->pile_len);
  g_assert_cmpuint (a->pig, ==, b->pig);
  g_assert_cmpmem (a->crowns, sizeof a->crowns, b->crowns, sizeof b->crowns);
  g_assert_true (bastide_state_is_over (a) == bastide_state_is_over (b));
}

/* A record under tests/records that loads: to_data, load_data of that, the
 * same replay (outcome, error, position) and the same text again. */
static void
test_round_trip_record (gconstpointer data)
{
  const char *path = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) error_again = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file (path, &error);
  g_autoptr(BastideRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  g_autofree BastideState *state = g_new0 (BastideState, 1);
  g_autofree BastideState *state_again = g_new0 (BastideState, 1);
  gsize length, length_again;
  guint n, n_again;
  gboolean ok, ok_again;

  if (record == NULL)
    {
      g_test_skip ("not a valid record");
      return;
    }
  text = bastide_record_to_data (record, &length);
  g_assert_cmpuint (strlen (text), ==, length);
  again = bastide_record_load_data (text, length, path, &error);
  if (again == NULL)
    {
      g_test_fail_printf ("%s does not load once written:\n%s\n%s", path, error->message, text);
      return;
    }

  ok = bastide_record_replay (record, state, &n, &error);
  ok_again = bastide_record_replay (again, state_again, &n_again, &error_again);
  g_assert_cmpint (ok, ==, ok_again);
  g_assert_cmpuint (n, ==, n_again);
  if (!ok && !ok_again)
    {
      g_assert_cmpint (error->code, ==, error_again->code);
      g_assert_cmpstr (error->message, ==, error_again->message);
    }
  assert_same_position (state, state_again);
  g_assert_cmpuint (bastide_record_get_n_turns (record), ==, bastide_record_get_n_turns (again));
  g_assert_cmpstr (bastide_record_get_extra (record, "description"), ==,
                   bastide_record_get_extra (again, "description"));

  text_again = bastide_record_to_data (again, &length_again);
  g_assert_cmpstr (text, ==, text_again);
}

static BastideRecord *
load_test_record (const char *relative)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "records", relative, NULL);
  g_autoptr(GError) error = NULL;
  BastideRecord *record = bastide_record_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

/* A position taken in the middle of a game becomes the setup of a new
 * record; written and read back it is the same position, and the rest of
 * the game replays from it to the same end. */
static void
test_round_trip_setup (gconstpointer data)
{
  const char *relative = data;
  g_autoptr(BastideRecord) record = load_test_record (relative);
  guint n_turns = bastide_record_get_n_turns (record);
  guint cut = n_turns / 2;
  g_autofree BastideState *middle = g_new0 (BastideState, 1);
  g_autofree BastideState *end = g_new0 (BastideState, 1);
  g_autofree BastideState *end_again = g_new0 (BastideState, 1);
  g_autoptr(BastideRecord) rest = NULL;
  g_autoptr(BastideRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  guint n;

  g_assert_cmpuint (n_turns, >=, 2);

  /* the position after `cut` turns */
  *middle = *bastide_record_get_start (record);
  for (guint i = 0; i < cut; i++)
    {
      bastide_record_play_turn (record, middle, bastide_record_get_turn (record, i), NULL, &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (middle->phase, ==, BASTIDE_PHASE_DRAW);

  rest = bastide_record_new (bastide_record_get_rules (record), bastide_record_get_seed (record));
  bastide_record_set_start (rest, middle);
  for (guint i = cut; i < n_turns; i++)
    bastide_record_append_turn (rest, bastide_record_get_turn (record, i));

  /* saved to a file and read back */
  dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "middle.json", NULL);
  g_assert_true (bastide_record_save (rest, path, &error));
  g_assert_no_error (error);
  again = bastide_record_load_file (path, &error);
  g_assert_no_error (error);
  g_unlink (path);
  g_rmdir (dir);
  if (again == NULL)
    return;
  assert_same_position (middle, bastide_record_get_start (again));

  bastide_record_replay (record, end, &n, &error);
  g_assert_no_error (error);
  bastide_record_replay (again, end_again, &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, n_turns - cut);
  for (guint p = 0; p < end->rules.n_players; p++)
    g_assert_cmpint (end->players[p].score, ==, end_again->players[p].score);
  g_assert_true (bastide_state_is_over (end) == bastide_state_is_over (end_again));
}

static gboolean
dir_holds_only (const char *dir,
                const char *name)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *entry;
  guint n = 0;
  gboolean found = FALSE;

  while ((entry = g_dir_read_name (handle)) != NULL)
    {
      n++;
      found |= g_str_equal (entry, name);
    }
  return n == 1 && found;
}

/* bastide_record_save writes the whole record or nothing: into a fresh
 * temporary folder, over an older file, and not at all into a folder that
 * does not exist. */
static void
test_save_atomic (void)
{
  g_autoptr(BastideRecord) record = load_test_record ("scenarios/base/final-scoring-small-game.json");
  g_autoptr(BastideRecord) other = load_test_record ("examples/base/road-loop.json");
  g_autoptr(BastideRecord) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("bastide-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *written = NULL;
  g_autofree BastideState *a = g_new0 (BastideState, 1);
  g_autofree BastideState *b = g_new0 (BastideState, 1);
  guint n;

  g_assert_no_error (error);
  path = g_build_filename (dir, "game.json", NULL);

  /* an older record there first, then the new one over it */
  g_assert_true (bastide_record_save (other, path, &error));
  g_assert_no_error (error);
  g_assert_true (bastide_record_save (record, path, &error));
  g_assert_no_error (error);
  g_assert_true (dir_holds_only (dir, "game.json"));

  expected = bastide_record_to_data (record, NULL);
  g_file_get_contents (path, &written, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (written, ==, expected);

  reloaded = bastide_record_load_file (path, &error);
  g_assert_no_error (error);
  bastide_record_replay (record, a, &n, &error);
  g_assert_no_error (error);
  bastide_record_replay (reloaded, b, &n, &error);
  g_assert_no_error (error);
  assert_same_position (a, b);
  g_assert_cmpint (b->players[0].score, ==, 6);

  /* a folder that is not there: an error, and nothing written */
  missing = g_build_filename (dir, "no-such-folder", "game.json", NULL);
  g_assert_false (bastide_record_save (record, missing, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (dir_holds_only (dir, "game.json"));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Reading a file that is not there is an I/O error, not a bad record. */
static void
test_load_missing_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BastideRecord) record = bastide_record_load_file ("/nonexistent/bastide/record.json", &error);

  g_assert_null (record);
  g_assert_error (error, BASTIDE_RECORD_ERROR, BASTIDE_RECORD_ERROR_IO);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_set_nonfatal_assertions ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bad-input/%s/%s", cases[i].stage == LOAD ? "load" : "replay",
                                               cases[i].name);

      g_test_add_data_func (path, &cases[i], test_case);
    }
  g_test_add_func ("/bad-input/load/missing-file", test_load_missing_file);
  {
    g_autofree char *dir = records_dir ();
    g_autoptr(GPtrArray) paths = g_ptr_array_new ();

    collect_records (dir, paths);
    g_ptr_array_sort (paths, compare_paths);
    for (guint i = 0; i < paths->len; i++)
      {
        const char *full = paths->pdata[i];
        g_autofree char *stem = g_strndup (full + strlen (dir), strlen (full) - strlen (dir) - strlen (".json"));
        g_autofree char *test_path = g_strconcat ("/bad-input/round-trip/records", stem, NULL);

        g_test_add_data_func_full (test_path, paths->pdata[i], test_round_trip_record, g_free);
      }
  }
  g_test_add_data_func ("/bad-input/round-trip/setup/base", "scenarios/base/road-loop-majority.json",
                        test_round_trip_setup);
  g_test_add_data_func ("/bad-input/round-trip/setup/abbey-mayor", "scenarios/abbey-mayor/tunnel-road-and-city-are-separate.json",
                        test_round_trip_setup);
  g_test_add_data_func ("/bad-input/round-trip/setup/wheel-of-fortune",
                        "scenarios/wheel-of-fortune/discarded-icon-tile-then-another-icon-tile.json",
                        test_round_trip_setup);
  g_test_add_data_func ("/bad-input/round-trip/setup/abbot", "scenarios/abbot/recall-then-deploy-again.json",
                        test_round_trip_setup);
  g_test_add_func ("/bad-input/round-trip/save-atomic", test_save_atomic);

  return g_test_run ();
}
