/* bastide-puzzle-texts.c: the bundled puzzles' texts, for translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The puzzle files (the .bastide files of data/puzzles) carry the same English texts
 * and a "puzzle-id"; BastidePuzzle shows the translation of this table's
 * entry as long as the file says what the table says. tests/test-puzzles.c
 * checks that both agree.
 */

#include "config.h"

#include "bastide-puzzle-texts.h"

#include <glib/gi18n.h>

static const BastidePuzzleTexts texts[] = {
  {
    "first-steps",
    /* Translators: the title of a puzzle */
    N_("First steps"),
    /* Translators: what a puzzle asks */
    N_("A new tile goes next to a tile already on the board, and every edge it touches must match: city to city, road to road, field to field. Mark every square where the tile on top of the pile fits, in at least one rotation."),
    /* Translators: the solution of a puzzle, explained */
    N_("Every edge of K that touches a tile must match that tile. K shows a city on one edge, a road that turns between two others and a field on the fourth: beside a road end it must put one of its road ends, beside a field edge its field edge, beside a city edge its city. The open city of the start tile takes K's city edge."),
  },
  {
    "city-corners",
    /* Translators: the title of a puzzle */
    N_("City corners"),
    /* Translators: what a puzzle asks */
    N_("The tile on top of the pile is a city corner: two city edges side by side, two field edges. Mark every square where it fits."),
    /* Translators: the solution of a puzzle, explained */
    N_("A city corner needs its two city edges to meet city edges or empty squares, and its two field edges to meet fields or empty squares. Road ends never take it: it has no road."),
  },
  {
    "close-the-road",
    /* Translators: the title of a puzzle */
    N_("Complete the road"),
    /* Translators: what a puzzle asks */
    N_("Red has a follower on the road that starts at the monastery. Score at least 4 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A road is complete when each of its two ends runs into a junction, a city or a monastery, or when it forms a loop. The junction W ends it east of the last road tile: monastery tile, start tile, straight road and junction make a road of 4 tiles, 1 point each, and Red's follower comes home."),
  },
  {
    "two-birds",
    /* Translators: the title of a puzzle */
    N_("Two birds with one tile"),
    /* Translators: what a puzzle asks */
    N_("Red's knights sit in two small cities that face each other across an empty square. Score at least 8 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("Joining both cities with a straight city would make one city of 3 tiles: 6 points. Tile H has two separate city edges on opposite sides: in the empty square it completes both cities at once, each a city of 2 tiles worth 4 points."),
  },
  {
    "surround-the-cloister",
    /* Translators: the title of a puzzle */
    N_("Surround the monastery"),
    /* Translators: what a puzzle asks */
    N_("Red's monk lives in the monastery in the middle. Seven of its eight neighbours are on the board. Score at least 9 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A monastery is complete when all eight squares around it hold tiles; it then scores 9. The empty square east of the monastery has a field above, a field on the monastery's side and a road below: the monastery tile A, its road turned south, fills it."),
  },
  {
    "share-the-city",
    /* Translators: the title of a puzzle */
    N_("A share of the city"),
    /* Translators: what a puzzle asks */
    N_("Blue's knight holds a city with a shield, open towards Red's small city. Red cannot take the city, but can share it. Score at least 10 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A completed city scores for the player with the most knights in it, and players tied for the most each score it in full. The straight city G joins both cities and completes them: one city of 4 tiles with 1 shield, where Blue and Red have one knight each, so each scores 10 points."),
  },
  {
    "win-the-field",
    /* Translators: the title of a puzzle */
    N_("Win the field"),
    /* Translators: what a puzzle asks */
    N_("Blue's farmer lies in the field west of the empty square, Red's farmers in two fields north and south of it. Make sure Red has more farmers than Blue on Blue's field after this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A farmer may not go onto a field that already has farmers, but fields joined by a tile keep all their farmers. The monastery tile A, its road turned east, shows field on its other three edges: in the empty square it joins the three fields into one, where Red has two farmers against Blue's one."),
  },
  {
    "taken-road",
    /* Translators: the title of a puzzle */
    N_("Is the road free?"),
    /* Translators: what a puzzle asks */
    N_("Red wants to put tile K below the curve and a follower on its road. Is this move legal?"),
    /* Translators: the solution of a puzzle, explained */
    N_("A follower goes only onto a feature that has no follower on any of its tiles yet. K's road joins the road that curves down from the start tile, where Blue's follower already stands: the move is not legal."),
  },
  {
    "inside-the-curve",
    /* Translators: the title of a puzzle */
    N_("Inside the curve"),
    /* Translators: what a puzzle asks */
    N_("Blue's farmer lies in the narrow field between the city and the road of the start tile. Red puts the curve V east of the start tile and a farmer in the small field inside the curve. Is this move legal?"),
    /* Translators: the solution of a puzzle, explained */
    N_("A road splits the fields on either side of it. The small field inside the curve meets the start tile below its road, in the field south of the road, which is empty; Blue's field north of the road joins the curve's large outer field instead. The farmer may go there: the move is legal."),
  },
  {
    "last-tile",
    /* Translators: the title of a puzzle */
    N_("The last tile"),
    /* Translators: what a puzzle asks */
    N_("This is the last tile of the game; then the game ends and the final scoring follows. Red has no follower on the board. Play it so that Red ends with the highest score possible."),
    /* Translators: the solution of a puzzle, explained */
    N_("At the end, the player with the most farmers on a field scores 3 points for each completed city the field touches. The field that runs down from tile H between the cities touches all three completed cities. The curve V joins it in either of two places, its field turned towards it: above tile H, or right of the tile below H. Red's farmer put on that field scores 9 points at the end, more than V's road could bring."),
  },
  {
    "abbot-comes-home",
    /* Translators: the title of a puzzle */
    N_("The abbot comes home"),
    /* Translators: what a puzzle asks */
    N_("Red's abbot prays in the monastery in the middle, which lacks one neighbour. The tile on top of the pile does not fit in the empty square. Score at least 8 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("Instead of putting a piece on the tile just placed, a player may take their abbot back: it scores at once, 1 point for its monastery and for each tile around it. Place the city tile where it fits, then recall the abbot: 1 + 7 = 8 points."),
  },
  {
    "garden",
    /* Translators: the title of a puzzle */
    N_("The garden"),
    /* Translators: what a puzzle asks */
    N_("Red's abbot tends the garden on the straight road in the middle. Complete the garden this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A garden, like a monastery, is complete when all eight squares around it hold tiles, and only the abbot may stand on it. The last empty square lies east of the garden, with a road to its west and south: the curve V, turned so that its road joins both, fills it."),
  },
  {
    "mayor",
    /* Translators: the title of a puzzle */
    N_("The mayor's weight"),
    /* Translators: what a puzzle asks */
    N_("Blue has two knights in the city with one shield; Red has the mayor there. Score at least 10 points for Red this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A mayor weighs as many knights as its city has shields. Completing the city with a plain city edge leaves one shield: Blue wins two against one and Red scores nothing. The city end with a shield, AM9, makes two shields: two against two, and both score the city of 3 tiles with 2 shields in full, 10 points."),
  },
  {
    "barn",
    /* Translators: the title of a puzzle */
    N_("Raise a barn"),
    /* Translators: what a puzzle asks */
    N_("Red's farmer lies in the field below two completed cities. Score at least 6 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A barn goes on a corner where four tiles meet and all four show field. The field it is put on scores at once: the player with the most farmers there scores 3 points per completed city the field touches, and the farmers go home. The curve V in the empty square, its fields turned towards the corner, lets the barn in: 2 cities, 6 points for Red."),
  },
  {
    "barn-joins",
    /* Translators: the title of a puzzle */
    N_("Joined to a barn"),
    /* Translators: what a puzzle asks */
    N_("Red's farmer lies in the field below the two completed cities; Blue's barn stands in the field south of the road. Score at least 2 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("When a tile joins a field with farmers to a field with a barn, the joined field scores at once: the player with the most farmers on it scores 1 point per completed city it touches, and the farmers go home. The monastery A at either end of the road, its road meeting the road's end, wraps its field around that end and joins the two fields: 2 cities, 2 points."),
  },
  {
    "wagon",
    /* Translators: the title of a puzzle */
    N_("Where the wagon goes"),
    /* Translators: what a puzzle asks */
    N_("The last tile of the game. Red's wagon waits on the road that leads north from the monastery. Play the tile so that Red ends with the highest score possible."),
    /* Translators: the solution of a puzzle, explained */
    N_("S ends the road at its city gate: the road of 3 tiles scores 3 points for Red's wagon. A wagon whose feature has scored may go home, or move on to an incomplete feature next to it that has no follower: here the city behind the gate or the monastery at the road's other end. Moved to the monastery, which has six neighbours, it scores 7 points at the end; a knight put on S holds the city and its shield for 2 points at the end: 12 points in all."),
  },
  {
    "abbey",
    /* Translators: the title of a puzzle */
    N_("A place for the abbey"),
    /* Translators: what a puzzle asks */
    N_("Red still holds the abbey. Two of Red's cities and Red's road end at the empty square in the middle. Score at least 6 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("Instead of drawing, a player may put the abbey in an empty square with tiles on all four sides. Its edges fit anything and complete every feature that ends there: two cities of 1 tile (2 points each) and the road of 2 tiles (2 points)."),
  },
  {
    "abbey-corners",
    /* Translators: the title of a puzzle */
    N_("Four sides are enough"),
    /* Translators: what a puzzle asks */
    N_("Red wants to play the abbey into the empty square in the middle. Its four sides touch tiles, but one of its corners does not. Is this move legal?"),
    /* Translators: the solution of a puzzle, explained */
    N_("The abbey needs tiles on its four sides only; the corners do not matter. The move is legal."),
  },
  {
    "river-u-turn",
    /* Translators: the title of a puzzle */
    N_("The river's U-turn"),
    /* Translators: what a puzzle asks */
    N_("The river turns west, runs straight, and Red wants to turn it north with the next curve. Is this move legal?"),
    /* Translators: the solution of a puzzle, explained */
    N_("After a curve one way, the river's next curve must turn the other way, however many straight tiles lie between, or the river would flow back. It turned right at the first curve; turning north is a right turn again: the move is not legal."),
  },
  {
    "river-continues",
    /* Translators: the title of a puzzle */
    N_("The river continues"),
    /* Translators: what a puzzle asks */
    N_("The river is being laid. Mark every square where the river tile on top of the pile may go."),
    /* Translators: the solution of a puzzle, explained */
    N_("River tiles come first and each continues the river from its open end, its river meeting the river. The curve may go only there, turned so that it does not turn the same way as the last curve."),
  },
  {
    "plague",
    /* Translators: the title of a puzzle */
    N_("The plague"),
    /* Translators: what a puzzle asks */
    N_("The tile on top of the pile moves the pig one sector on, to PLAGUE: each player, Red first, must send home one follower from a land tile. Red's knight holds the city with the shield north of the wheel, Blue's knight a small city of one tile; both cities open onto the empty square above Red's city. Score at least 10 points this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("Blue's only follower on land is its knight, so Blue must send it home, whatever Red does. Red sends the farmer home and keeps the knight (or sends the knight home and puts a new one on the corner tile). Then the city corner N in the empty square joins the two cities into one and completes it, for Red alone: 4 tiles (the wheel counts as one) and 1 shield, 10 points."),
  },
  {
    "read-the-wheel",
    /* Translators: the title of a puzzle */
    N_("Read the wheel"),
    /* Translators: what a puzzle asks */
    N_("Two tiles are left: Red plays the first, Blue the second (you decide both moves). The second tile has three wheel icons. Play so that Red ends with the highest score possible."),
    /* Translators: the solution of a puzzle, explained */
    N_("A player who puts no piece on the tile just placed may put a follower on a free crown space instead. When Blue draws the tile with three icons, the pig moves from FORTUNE to STORM. STORM gives every player 1 point for each follower in their supply; then its crowns score: a lone follower on a sector with two crowns scores 6. With a follower waiting on the STORM crown, Red has 6 followers in supply: 10 + 6 + 6 = 22 points, where keeping all 7 in supply gives 17."),
  },
  {
    "around-the-wheel",
    /* Translators: the title of a puzzle */
    N_("Around the wheel"),
    /* Translators: what a puzzle asks */
    N_("In Wheel of Fortune the wheel board is the start tile, four squares wide. Mark every square where the tile on top of the pile fits."),
    /* Translators: the solution of a puzzle, explained */
    N_("The wheel board's outer edges show cities, roads and fields like any tile, and its centre takes no tile. The tile fits along the board wherever its edges can match."),
  },
  {
    "close-the-loop",
    /* Translators: the title of a puzzle */
    N_("Complete the loop"),
    /* Translators: what a puzzle asks */
    N_("Three curves form most of a road loop. Complete the road of the top-left curve this turn."),
    /* Translators: the solution of a puzzle, explained */
    N_("A road that forms a loop is complete though it has no end. K shows a road curve below its city: turned so that its road meets both open ends, it completes the loop of 4 tiles."),
  },
};

const BastidePuzzleTexts *
bastide_puzzle_texts_lookup (const char *id)
{
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (g_str_equal (texts[i].id, id))
      return &texts[i];
  return NULL;
}

const BastidePuzzleTexts *
bastide_puzzle_texts_get_all (guint *n_texts)
{
  *n_texts = G_N_ELEMENTS (texts);
  return texts;
}
