"""
One view per place, each a function named after the image it makes (drawn by lib.illustrate()).

    blender -b --factory-startup -P art/places/scene.py -- <out-dir> [name ...] [--quick] [--samples 64]

Without names it renders every place, one after the other, into <out-dir>/<name>.png.
"""

import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import lib  # noqa: E402
from iron_tower import iron_tower  # noqa: E402
from lib import srgb  # noqa: E402

SCENES = {}


def scene(fn):
    SCENES[fn.__name__.replace("_", "-")] = fn
    return fn


def coast(rng, shore_y=0.5, color="#cdb086", sea_color="#10263a"):
    """Sea at the front, a beach rising behind it."""
    lib.plinth()
    lib.sea(color=sea_color)
    pts = [(-6.1, shore_y), (-3, shore_y + rng.uniform(-0.4, 0.2)), (0, shore_y - 0.3), (3, shore_y + rng.uniform(-0.3, 0.3)), (6.1, shore_y)]
    back = [(5.2, 3.2), (2.5, 5.6), (0, 6.1), (-2.5, 5.6), (-5.2, 3.2)]
    lib.sand(pts + back, z=0.0, color=color, height=0.35)


# ---------------------------------------------------------------- hotels


@scene
def maldives_atoll(rng):
    lib.plinth()
    lib.sea(color="#0f3340", waves=0.8)
    # Shallow lagoon glow around the island.
    lib.blob((1.2, 2.4), (2.9, 1.6), z=0.021, color="#2c6a6a", height=0.0, seed=3, rough=0.2)
    lib.blob((1.2, 2.6), (2.1, 1.05), z=0.02, color="#d8c19a", height=0.28, seed=4)
    for i, (x, y) in enumerate([(0.3, 2.7), (1.0, 3.1), (1.8, 2.9), (2.5, 2.5), (0.9, 2.3), (1.6, 3.4), (2.2, 3.3)]):
        lib.palm((x, y, 0.15), height=rng.uniform(1.3, 1.8), lean=rng.uniform(0.1, 0.35), heading=rng.uniform(0, 6.28), seed=i)
    # A jetty running out with the overwater villas on either side.
    wood = lib.mat("deck", srgb("#6b4a33"), 0.75)
    lib.box((-0.6, 0.6, 0.14), (4.6, 0.16, 0.03), wood, rot=math.radians(38))
    for k in range(5):
        t = k / 4
        x, y = 0.8 - t * 3.6 * math.cos(math.radians(38)), 2.0 - t * 3.6 * math.sin(math.radians(38))
        for side in (-1, 1):
            ox, oy = -math.sin(math.radians(38)) * 0.65 * side, math.cos(math.radians(38)) * 0.65 * side
            lib.bungalow((x + ox, y + oy, 0.06), rot=math.radians(38), seed=k * 2 + side)
    lib.camera(target=(0.2, 1.2, 0.5), distance=30, elevation=19, azimuth=-24)


@scene
def caribbean_bay(rng):
    coast(rng, shore_y=0.2)
    lib.mountain((-2.6, 4.6, 0.2), 2.6, 2.2, color="#3a3a2a", seed=1)
    lib.mountain((1.5, 5.2, 0.2), 2.2, 1.6, color="#35341f", seed=2)
    for i in range(5):
        x = -3.2 + i * 1.6
        lib.villa((x, 2.2 + rng.uniform(-0.3, 0.3), 0.2), size=(0.85, 0.55, 0.3), rot=rng.uniform(-0.2, 0.2), roof="#7a4a34", seed=i)
    for i in range(12):
        lib.palm((rng.uniform(-5, 5), rng.uniform(0.8, 1.6), 0.1), height=rng.uniform(0.8, 1.3), lean=rng.uniform(0.2, 0.5), heading=rng.uniform(-2.5, -0.6), seed=i)
    # A yacht in the bay.
    hull = lib.mat("hull", srgb("#ece6da"), 0.3)
    lib.sphere((2.6, -2.2, 0.05), 0.5, hull, scale=(1, 0.28, 0.18))
    lib.cylinder((2.6, -2.2, 0.05), 0.015, 1.4, lib.mat("mast", lib.GOLD, 0.3, 1.0), verts=6)
    lib.camera(target=(0, 1.0, 0.6), distance=31, elevation=15, azimuth=-20)


@scene
def miami_beach(rng):
    coast(rng, shore_y=-0.6, color="#d6bb92")
    # Art deco low-rise along the shore, towers behind.
    walls = ["#e8dccb", "#e0c9b8", "#d8e0d6"]
    for i in range(6):
        lib.villa((-4.2 + i * 1.55, 1.1, 0.25), size=(1.2, 0.7, 0.55), wall=walls[i % 3], seed=i, storeys=3)
    lib.skyline(rng, (-4.6, 2.4, 4.6, 4.6), 16, 1.0, 3.2, walls=("#d9d0c2", "#b9b2a8", "#2a2420"), glass_share=0.5)
    for i in range(14):
        lib.palm((-5 + i * 0.75 + rng.uniform(-0.2, 0.2), 0.1 + rng.uniform(-0.2, 0.2), 0.2), height=rng.uniform(1.0, 1.5), lean=0.2, heading=rng.uniform(-2.4, -0.8), seed=i)
    lib.pool((0.6, -0.1, 0.2), (1.4, 0.4))
    lib.camera(target=(0, 1.0, 0.9), distance=32, elevation=15, azimuth=-22)


@scene
def new_york_park(rng):
    lib.plinth(top="#2c2a22")
    # The park: a green rectangle with trees, towers on three sides.
    lib.land(-7, color="#2f3a26")
    for i in range(28):
        lib.tree((rng.uniform(-3, 3), rng.uniform(-3.0, -0.3), 0.06), radius=rng.uniform(0.18, 0.3), color=rng.choice(["#2c3a24", "#3a3a20", "#4a3a1c"]), seed=i)
    lib.box((1.2, -2.2, 0.06), (1.4, 0.6, 0.01), lib.mat("pond", srgb("#1c2a38"), 0.05))
    lib.skyline(rng, (-5, 0.5, 5, 4.6), 34, 1.2, 4.2)
    # The hotel: a slim stepped tower with a gold crown.
    lib.tower((0.6, 0.1, 0), 0.6, 0.6, 3.6, seed=7, wall="#3a3029", lit=0.7, crown="step")
    lib.camera(target=(0, 0.6, 1.3), distance=33, elevation=20, azimuth=-25)


@scene
def patagonia_lodge(rng):
    lib.plinth(top="#3a3325")
    lib.sea(color="#1a3a40", waves=0.4)
    lib.blob((0, -2.0), (6, 1.5), z=0.02, color="#5a5a3a", height=0.2, seed=1)
    lib.blob((0, 2.0), (6, 4.5), z=0.0, color="#4a4630", height=0.4, seed=2)
    # The granite horns.
    lib.mountain((-1.2, 3.8, 0.2), 1.1, 4.2, color="#4a4540", seed=3, snow=True, verts=7)
    lib.mountain((0.2, 4.2, 0.2), 0.9, 4.8, color="#3a3532", seed=4, snow=True, verts=7)
    lib.mountain((1.4, 3.9, 0.2), 1.0, 4.0, color="#4a4540", seed=5, snow=True, verts=7)
    lib.mountain((-3.6, 3.4, 0.2), 2.2, 2.4, color="#3f3a30", seed=6, snow=True)
    lib.mountain((3.7, 3.3, 0.2), 2.0, 2.1, color="#3f3a30", seed=7, snow=True)
    # The lodge: a long low building on the shore.
    lib.villa((0.2, -1.6, 0.2), size=(2.4, 0.6, 0.35), wall="#e6dccb", roof="#5a4a3a", seed=3, glow=7)
    for i in range(10):
        lib.pine((rng.uniform(-4.5, 4.5), rng.uniform(-2.8, -0.6), 0.15), height=rng.uniform(0.4, 0.7))
    lib.camera(target=(0, 0.6, 1.3), distance=32, elevation=12, azimuth=-18)


@scene
def lake_como(rng):
    lib.plinth()
    lib.sea(color="#152a36", waves=0.5)
    lib.blob((0, 3.2), (6.2, 2.8), z=0.0, color="#3a4030", height=0.3, seed=2)
    lib.mountain((-3, 5, 0), 3.2, 3.2, color="#3d3a2e", seed=1)
    lib.mountain((2.6, 5.2, 0), 3.4, 3.6, color="#3a3428", seed=2)
    lib.mountain((0, 6.2, 0), 2.4, 2.8, color="#443b30", seed=3, snow=True)
    # The villa with its terraced garden down to the water.
    lib.box((0, 0.9, 0), (3.6, 1.0, 0.22), lib.mat("terrace", srgb("#d8c9ae"), 0.7))
    lib.villa((0, 1.8, 0.25), size=(2.4, 0.9, 0.7), wall="#e6c99c", roof="#8a4a30", seed=5, storeys=3)
    for x in (-1.6, -1.0, 1.0, 1.6):
        lib.cypress((x, 0.9, 0.22), 0.9)
    for i in range(14):
        lib.cypress((rng.uniform(-5, 5), rng.uniform(2.6, 4), 0.25), rng.uniform(0.5, 0.9))
    for i in range(6):
        lib.lamp_glow((-1.5 + i * 0.6, 0.42, 0.28), 0.035)
    lib.camera(target=(0, 1.4, 0.8), distance=31, elevation=14, azimuth=-18)


def _city_block(rng, area, height, wall="#d8ccb6", roof="#3a4048", storeys=6):
    """Haussmann-like blocks: stone walls, dark mansard tops."""
    x0, y0, x1, y1 = area
    x = x0
    while x < x1:
        w = rng.uniform(0.5, 0.9)
        h = height * rng.uniform(0.9, 1.1)
        if math.hypot(abs(x + w / 2) + w / 2, max(abs(y0), abs(y1))) > 5.95:
            x += w
            continue
        lib.box((x + w / 2, (y0 + y1) / 2, 0), (w - 0.04, y1 - y0, h), lib.facade("stone", srgb(wall), lit_share=0.5, floor=h / storeys, bay=0.11, glow=4.5, seed=x))
        lib.roof_prism((x + w / 2, (y0 + y1) / 2, h), (w - 0.04, y1 - y0), lib.mat("mansard-" + roof, srgb(roof), 0.5, 0.3), pitch=0.25)
        x += w


@scene
def paris_palace(rng):
    lib.plinth(top="#3a3228")
    lib.land(-7, color="#6a5a48", height=0.03)
    # The palace: a long colonnaded front on the square.
    lib.box((0, 0.6, 0), (5.0, 1.2, 1.0), lib.facade("palace", srgb("#e2d6bf"), lit_share=0.85, floor=0.33, bay=0.22, glow=6, seed=2))
    lib.roof_prism((0, 0.6, 1.0), (5.0, 1.2), lib.mat("mansard", srgb("#3a4048"), 0.5, 0.3), pitch=0.22)
    for i in range(12):
        lib.cylinder((-2.2 + i * 0.4, -0.02, 0.25), 0.05, 0.6, lib.mat("column", srgb("#e8dfcc"), 0.6), verts=12)
    _city_block(rng, (-6, 2.0, 6, 3.0), 1.0)
    # The obelisk and the tower, far behind.
    lib.cylinder((0, -1.6, 0.03), 0.08, 1.3, lib.mat("obelisk", srgb("#c8a070"), 0.5), verts=4, top_radius=0.02)
    iron_tower((3.4, 4.6, 0), 3.6)
    for i in range(8):
        lib.lamp_glow((-2.8 + i * 0.8, -0.9, 0.3), 0.04)
    lib.camera(target=(0, 0.8, 0.9), distance=31, elevation=16, azimuth=-22)


@scene
def london_mayfair(rng):
    lib.plinth(top="#2e2a24")
    lib.land(-7, color="#2a2622", height=0.02)
    # Red-brick terraces with the hotel's art deco corner.
    _city_block(rng, (-6, 1.2, 6, 2.6), 1.0, wall="#7a4a38", roof="#2e3034", storeys=5)
    lib.box((0, -0.2, 0), (3.2, 1.6, 1.4), lib.facade("claridges", srgb("#8a5040"), lit_share=0.85, floor=0.23, bay=0.18, glow=6, seed=3))
    lib.box((0, -0.2, 1.4), (3.0, 1.4, 0.12), lib.mat("cornice", srgb("#e2d6bf"), 0.6))
    lib.box((0, -1.02, 0), (0.9, 0.06, 0.5), lib.mat("canopy", lib.GOLD, 0.3, 1.0))
    # Big Ben and the wheel, far off.
    lib.tower((-3.6, 4.8, 0), 0.35, 0.35, 3.0, seed=5, wall="#a88a5a", lit=0.2, crown="pyramid")
    wheel = lib.mat("wheel", srgb("#d9cfbf"), 0.4, 0.5)
    bpy_torus(3.4, 5.0, 1.6, 1.4, wheel)
    for i in range(10):
        lib.tree((rng.uniform(-5, 5), rng.uniform(-3, -1.8), 0), radius=0.25, color="#2c3a24")
    lib.camera(target=(0, 0.8, 1.0), distance=31, elevation=16, azimuth=-22)


def bpy_torus(x, y, z, r, material):
    import bpy

    bpy.ops.mesh.primitive_torus_add(major_radius=r, minor_radius=0.035, location=(x, y, z), rotation=(math.pi / 2, 0, 0.3))
    lib._finish(bpy.context.active_object, material)
    lib.cylinder((x, y, 0), 0.05, z, material, verts=6)


@scene
def alpine_chalet(rng):
    lib.plinth(top="#e4ded4")
    lib.blob((0, 0), (6.1, 6.1), z=0.0, color="#e8e2d8", height=0.5, seed=1)
    lib.sea(radius=2.2, z=0.36, color="#1a2a3a", waves=0.2).location = (-2.0, -1.8, 0)
    for i, (x, y, r, h) in enumerate([(-3.2, 4.0, 2.6, 3.8), (0.4, 4.8, 2.8, 4.6), (3.6, 3.8, 2.4, 3.4)]):
        lib.mountain((x, y, 0.2), r, h, color="#3a3a3e", seed=i, snow=True)
    # The palace hotel: a tall building with a tower, and chalets.
    lib.box((1.2, 0.8, 0.4), (2.0, 0.8, 1.2), lib.facade("palace", srgb("#d8c9ae"), lit_share=0.8, floor=0.22, bay=0.16, glow=6, seed=4))
    lib.roof_prism((1.2, 0.8, 1.6), (2.1, 0.9), lib.mat("roof-dark", srgb("#3a3a3e"), 0.6), pitch=0.4)
    lib.tower((2.4, 0.8, 0.4), 0.45, 0.45, 1.9, seed=2, wall="#d8c9ae", lit=0.6, crown="pyramid")
    for i in range(5):
        lib.chalet((-3.4 + i * 0.9, 0.2 + rng.uniform(-0.6, 0.6), 0.4), rot=rng.uniform(-0.3, 0.3), seed=i)
    for i in range(22):
        lib.pine((rng.uniform(-5, 5), rng.uniform(-3.5, 2.5), 0.35), height=rng.uniform(0.5, 0.9))
    lib.camera(target=(0, 1.0, 1.2), distance=32, elevation=15, azimuth=-20)


@scene
def marrakech_garden(rng):
    lib.plinth(top="#6a4a34")
    lib.land(-7, color="#9a6a48", height=0.04)
    # Riad walls around a garden with a long pool, the Atlas behind.
    wall = lib.facade("riad", srgb("#b06a48"), lit_share=0.8, floor=0.3, bay=0.3, glow=6, seed=1)
    lib.box((0, 2.6, 0), (6, 0.5, 1.2), wall)
    lib.box((-2.8, 0.4, 0), (0.5, 4.2, 0.9), wall)
    lib.box((2.8, 0.4, 0), (0.5, 4.2, 0.9), wall)
    lib.tower((0, 2.6, 1.2), 0.6, 0.5, 0.8, seed=2, wall="#b06a48", lit=0.5, crown="pyramid")
    lib.pool((0, 0.2, 0.04), (0.6, 3.0))
    for y in (-1.0, 0.0, 1.0, 2.0):
        for x in (-1.2, 1.2):
            lib.palm((x, y, 0.04), height=1.3, lean=0.08, heading=rng.uniform(0, 6), seed=int(y * 10 + x))
        lib.lamp_glow((-0.55, y, 0.1), 0.04)
        lib.lamp_glow((0.55, y, 0.1), 0.04)
    for i in range(16):
        lib.tree((rng.uniform(-2.3, 2.3), rng.uniform(-2.5, 2.0), 0.04), radius=0.18, color="#3a4a26")
    lib.mountain((-2.5, 5.3, 0), 3, 2.8, color="#6a4a3e", seed=1, snow=True)
    lib.mountain((2.5, 5.5, 0), 3, 3.2, color="#5a4038", seed=2, snow=True)
    lib.camera(target=(0, 0.8, 0.8), distance=31, elevation=22, azimuth=-22)


@scene
def dubai_desert(rng):
    lib.plinth(top="#a87a50")
    for i in range(7):
        lib.blob((rng.uniform(-4, 4), rng.uniform(-3, 4)), (rng.uniform(1.5, 3), rng.uniform(0.8, 1.4)), z=0.0, color="#c89664", height=rng.uniform(0.4, 1.0), seed=i)
    lib.land(-7, color="#b88558", height=0.03)
    # Tented suites with their own plunge pools, an oryx-brown lodge.
    for i in range(6):
        x, y = -3 + i * 1.2, -0.8 + (i % 2) * 0.8
        lib.box((x, y, 0), (0.7, 0.5, 0.3), lib.facade("suite", srgb("#e0c9a4"), lit_share=0.9, floor=0.3, bay=0.16, glow=7, seed=i))
        lib.pyramid_roof((x, y, 0.3), 0.55, 0.32, lib.mat("canvas", srgb("#e8dcc6"), 0.85))
        lib.pool((x, y - 0.5, 0.02), (0.5, 0.26))
    for i in range(6):
        lib.palm((rng.uniform(-4, 4), rng.uniform(0.6, 1.6), 0.02), height=rng.uniform(0.8, 1.1), lean=0.15, heading=rng.uniform(0, 6), seed=i)
    # The city on the horizon: a needle among towers.
    lib.cylinder((2.6, 5.6, 0), 0.22, 4.8, lib.facade("burj", srgb("#8a8078"), lit_share=0.4, seed=5, glass=True), verts=12, top_radius=0.015)
    lib.skyline(rng, (0.5, 5.2, 5.0, 5.9), 8, 0.6, 1.8, wmin=0.2, wmax=0.35)
    lib.camera(target=(0, 0.8, 0.8), distance=31, elevation=15, azimuth=-20)


@scene
def cape_winelands(rng):
    lib.plinth(top="#4a4030")
    lib.land(-7, color="#4a4a2a", height=0.03)
    # Rows of vines running up to the estate, the mountains' wall behind.
    vine = lib.mat("vine", srgb("#3a4a24"), 0.8)
    for i in range(12):
        lib.box((-0.5, -3.4 + i * 0.4, 0.02), (8.5, 0.12, 0.16), vine, rot=0.08)
    lib.villa((0.8, 1.9, 0.03), size=(2.4, 0.9, 0.5), wall="#ece2d0", roof="#3a3026", seed=1, storeys=2)
    lib.pool((0.8, 1.0, 0.03), (1.4, 0.35))
    for i in range(6):
        lib.tree((rng.uniform(-3, 3), rng.uniform(2.4, 3.2), 0.03), radius=0.3, color="#2c3a24")
    lib.mountain((-2.6, 5.2, 0), 3.2, 3.4, color="#4a3a36", seed=1)
    lib.mountain((1.6, 5.6, 0), 3.6, 4.0, color="#3f322e", seed=2)
    lib.camera(target=(0, 0.8, 0.9), distance=31, elevation=17, azimuth=-22)


@scene
def bali_jungle(rng):
    lib.plinth(top="#2a3020")
    lib.land(-7, color="#263020", height=0.03)
    # A river valley: terraces on both sides, villas with pools under the canopy.
    river = lib.mat("river", srgb("#1a3038"), 0.08)
    lib.box((0, 0, 0.01), (1.0, 12, 0.04), river, rot=0.25)
    for side in (-1, 1):
        for k in range(4):
            # Each terrace as long as the plinth is wide at its distance from the river.
            reach = 1.4 + k * 0.8 + 0.45
            length = 2 * math.sqrt(max(0.0, 6.0**2 - reach**2)) - 0.3
            lib.box((side * (1.4 + k * 0.8) * math.cos(0.25), side * (1.4 + k * 0.8) * math.sin(0.25), 0), (0.8, length, 0.3 + k * 0.35), lib.mat("terrace-%d" % k, srgb(["#3a4a26", "#33421f", "#2c3a1c", "#26331a"][k]), 0.9), rot=0.25)
    for i in range(5):
        x, y = -3.0 + i * 1.4, 1.5 - (i % 2) * 1.5
        z = 0.3 + 0.35 * min(3, int(abs(x) / 0.8))
        lib.villa((x, y, z), size=(0.7, 0.5, 0.3), wall="#d8c4a0", seed=i)
        lib.pyramid_roof((x, y, z + 0.3), 0.6, 0.35, lib.mat("thatch", srgb("#6a4a2c"), 0.95))
        lib.pool((x + 0.1, y - 0.5, z), (0.5, 0.25))
    for i in range(30):
        x = rng.uniform(-5, 5)
        if abs(x) < 0.9:
            continue
        z = 0.3 + 0.35 * min(3, int(abs(x) / 0.8))
        (lib.palm if i % 3 == 0 else lib.tree)((x, rng.uniform(-4, 4), z), **({"height": 1.2, "lean": 0.2, "heading": rng.uniform(0, 6), "seed": i} if i % 3 == 0 else {"radius": rng.uniform(0.25, 0.45), "color": "#2c3a1c"}))
    lib.camera(target=(0, 0.5, 1.0), distance=31, elevation=22, azimuth=-18)


@scene
def kyoto_garden(rng):
    lib.plinth(top="#2a2e22")
    lib.land(-7, color="#2e3a24", height=0.03)
    # Low pavilions under a forest of cedars, a pagoda beyond, a still pond.
    lib.blob((-1.2, -1.4), (1.8, 1.0), z=0.035, color="#1a2a30", height=0.0, seed=2)
    dark = lib.mat("wood-dark", srgb("#2a1e16"), 0.7)
    for i, (x, y) in enumerate([(1.2, 0.2), (-0.6, 1.4), (2.4, 1.8)]):
        lib.box((x, y, 0.03), (1.4, 0.8, 0.3), lib.facade("pavilion", srgb("#d8c7a4"), lit_share=0.9, floor=0.3, bay=0.14, glow=6, seed=i), rot=0.1)
        lib.roof_prism((x, y, 0.33), (1.7, 1.1), dark, rot=0.1, pitch=0.35)
    for t in range(5):
        s = 1 - t * 0.15
        lib.box((-3.2, 3.8, 0.03 + t * 0.5), (0.7 * s, 0.7 * s, 0.32), lib.facade("pagoda", srgb("#8a4030"), lit_share=0.5, floor=0.32, bay=0.14, glow=4, seed=t))
        lib.pyramid_roof((-3.2, 3.8, 0.35 + t * 0.5), 0.95 * s, 0.18, dark)
    lib.cylinder((-3.2, 3.8, 2.6), 0.02, 0.5, lib.mat("spire", lib.GOLD, 0.3, 1.0), verts=6)
    for i in range(26):
        x, y = rng.uniform(-5, 5), rng.uniform(-3, 5)
        if abs(x - 1) < 1.8 and -0.6 < y < 2.5:
            continue
        lib.pine((x, y, 0.03), height=rng.uniform(0.8, 1.5), color=rng.choice(["#1f2c22", "#5a2a1a"]))
    for i in range(5):
        lib.lamp_glow((-0.2 + i * 0.5, -0.6, 0.12), 0.04)
    lib.camera(target=(0, 0.8, 0.8), distance=31, elevation=18, azimuth=-22)


# ---------------------------------------------------------------- cities


def waterfront(rng, shore_y=-0.5, ground="#2e2a24"):
    lib.plinth(top=ground)
    lib.sea(color="#13283a")
    lib.land(shore_y, color=ground)


@scene
def new_york(rng):
    waterfront(rng, shore_y=-1.2)
    lib.skyline(rng, (-5.2, -0.8, 5.2, 4.6), 60, 0.8, 3.6, avoid=((-0.6, 1.2, 0.6), (1.6, 2.4, 0.5)))
    # An Empire State-like stepped tower and a slim glass needle.
    lib.tower((-0.6, 1.2, 0), 0.6, 0.5, 4.2, seed=3, wall="#4a3f34", lit=0.55, crown="step")
    lib.tower((1.6, 2.4, 0), 0.4, 0.4, 5.0, seed=8, wall="#2a2a30", glass=True, lit=0.35, crown="spire")
    lib.bridge((-6.0, -2.6), (1.0, -4.9), 0.3, 1.1, lib.mat("bridge", srgb("#6a5a48"), 0.6))
    lib.camera(target=(0, 0.5, 1.4), distance=33, elevation=14, azimuth=-28)


@scene
def los_angeles(rng):
    lib.plinth(top="#3a3026")
    lib.land(-7, color="#4a3c2e")
    lib.mountain((-2.4, 3.6, 0), 2.2, 2.2, color="#4a3a2e", seed=1)
    lib.mountain((1.8, 3.5, 0), 2.4, 2.6, color="#3f3228", seed=2)
    lib.skyline(rng, (-1.6, 1.4, 2.4, 3.4), 14, 1.0, 3.0, walls=("#2a2420", "#3a3431"), glass_share=0.6)
    for i in range(22):
        x, y = rng.uniform(-5, 5), rng.uniform(-3.4, 0.8)
        lib.villa((x, y, 0.04), size=(rng.uniform(0.4, 0.7), 0.4, 0.22), wall=rng.choice(["#e8dcc8", "#d8c4a8"]), seed=i)
    for i in range(16):
        lib.palm((-5 + i * 0.66, -0.4 + rng.uniform(-0.2, 0.2), 0.04), height=rng.uniform(1.6, 2.1), lean=0.06, heading=1, seed=i, fronds=7)
    lib.camera(target=(0, 0.6, 1.2), distance=32, elevation=14, azimuth=-20)


@scene
def miami(rng):
    coast(rng, shore_y=-1.0, color="#d6bb92")
    lib.skyline(rng, (-5, 1.0, 5, 4.6), 40, 1.0, 3.4, walls=("#d9d0c2", "#b9b2a8", "#2a2420", "#3a3431"), glass_share=0.6)
    for i in range(14):
        lib.palm((-5 + i * 0.75, -0.4 + rng.uniform(-0.3, 0.3), 0.25), height=rng.uniform(1.0, 1.4), lean=0.25, heading=rng.uniform(-2.4, -0.8), seed=i)
    lib.camera(target=(0, 0.6, 1.1), distance=32, elevation=13, azimuth=-22)


@scene
def san_francisco(rng):
    lib.plinth(top="#2e2a24")
    lib.sea(color="#13283a")
    lib.blob((1.8, 2.6), (4.5, 3.4), z=0.0, color="#3a3228", height=0.9, seed=1)
    lib.skyline(rng, (0.2, 1.4, 4.2, 3.6), 24, 0.6, 2.4, avoid=((2.0, 2.4, 0.4),))
    # The pyramid tower and the suspension bridge across the strait.
    lib.cylinder((2.0, 2.4, 0.4), 0.32, 3.4, lib.facade("pyramid", srgb("#d8d0c4"), lit_share=0.4, seed=4), verts=4, top_radius=0.01)
    lib.mountain((-4.2, 4.6, 0), 2.2, 1.6, color="#3a3428", seed=3)
    lib.bridge((-5.8, 3.0), (-1.2, -3.8), 0.35, 1.6, lib.mat("bridge-red", srgb("#a0402a"), 0.6))
    lib.camera(target=(0, 0.6, 1.0), distance=32, elevation=16, azimuth=-24)


@scene
def london(rng):
    lib.plinth(top="#2e2a24")
    lib.sea(color="#1a2a30", waves=0.4)
    lib.land(0.5, color="#2e2a24")
    lib.land(-7, -2.1, color="#2e2a24")
    # Parliament along the river with the clock tower, the wheel across, the City's towers behind.
    gothic = lib.facade("gothic", srgb("#b89a66"), lit_share=0.7, floor=0.18, bay=0.1, glow=5, seed=2)
    lib.box((-1.2, 1.0, 0), (4.6, 0.7, 0.8), gothic)
    for i in range(9):
        lib.cylinder((-3.4 + i * 0.55, 0.66, 0.8), 0.04, 0.35, lib.mat("pinnacle", srgb("#b89a66"), 0.6), verts=6, top_radius=0.0)
    lib.tower((1.4, 1.0, 0), 0.45, 0.45, 3.0, seed=3, wall="#b89a66", lit=0.2, crown="pyramid")
    lib.sphere((1.4, 0.77, 2.5), 0.14, lib.mat("clock", lib.PAPER, 0.4, emit=srgb("#ffd9a0"), emit_strength=3), scale=(1, 0.1, 1))
    bpy_torus(2.6, -2.8, 1.5, 1.3, lib.mat("wheel", srgb("#d9cfbf"), 0.4, 0.5))
    lib.skyline(rng, (-5, 2.2, 5, 5.0), 30, 0.8, 3.0, avoid=((1.4, 1.0, 0.5),))
    lib.cylinder((-2.6, 4.0, 0), 0.35, 4.2, lib.facade("shard", srgb("#5a5e66"), lit_share=0.3, seed=9, glass=True), verts=6, top_radius=0.02)
    lib.camera(target=(0, 0.5, 1.1), distance=32, elevation=16, azimuth=-24)


@scene
def paris(rng):
    lib.plinth(top="#3a3228")
    lib.sea(color="#1a2a30", waves=0.3)
    lib.land(0.5, color="#3a3228")
    lib.land(-7, -1.4, color="#3a3228")
    for row, y in enumerate((1.6, 2.8, 4.0, 5.0)):
        _city_block(rng, (-6, y - 0.45, 6, y + 0.45), 0.7 + 0.05 * row)
    # The iron tower: four curved legs meeting, the great arches, two glowing platforms, a gold tip.
    iron_tower((1.6, -2.6, 0.06), 4.9)
    for i in range(6):
        lib.tree((rng.uniform(-5, 0), rng.uniform(-3.6, -1.8), 0.06), radius=0.25, color="#2c3a24")
    lib.camera(target=(0, 0.3, 1.1), distance=32, elevation=17, azimuth=-22)


@scene
def milan(rng):
    lib.plinth(top="#3a3228")
    lib.land(-7, 0.2, color="#6a5a48")
    # The cathedral: a long white nave with a forest of spires, the new towers behind.
    marble = lib.mat("marble", srgb("#ece4d6"), 0.5)
    lib.box((0, 1.2, 0), (3.0, 2.6, 1.1), lib.facade("duomo", srgb("#ece4d6"), lit_share=0.4, floor=0.5, bay=0.35, glow=3, seed=1))
    lib.roof_prism((0, 1.2, 1.1), (3.0, 2.6), marble, rot=math.pi / 2, pitch=0.2)
    for i in range(11):
        for j in range(2):
            lib.cylinder((-1.4 + i * 0.28, 0.0 + j * 2.4, 1.0), 0.04, 0.5, marble, verts=6, top_radius=0.0)
    lib.cylinder((0, 1.6, 1.4), 0.12, 1.4, marble, verts=8, top_radius=0.0)
    lib.sphere((0, 1.6, 2.85), 0.06, lib.mat("madonnina", lib.GOLD, 0.25, 1.0, emit=lib.WARM_LIGHT, emit_strength=2))
    _city_block(rng, (-6, 3.0, -1.8, 4.0), 0.8, wall="#d8b89a", roof="#7a4a34")
    lib.skyline(rng, (1.2, 3.4, 5.2, 5.2), 7, 2.0, 3.8, wmin=0.35, wmax=0.6, glass_share=0.8)
    lib.camera(target=(0, 1.0, 1.1), distance=31, elevation=17, azimuth=-22)


@scene
def geneva(rng):
    lib.plinth()
    lib.sea(color="#152c3a", waves=0.4)
    lib.land(1.1, color="#2e2a24")
    # The lake's jet, a quay of grand hotels, the Alps beyond.
    jet = lib.mat("jet", srgb("#f4efe6"), 0.3, emit=srgb("#ffe2b8"), emit_strength=1.5)
    lib.cylinder((-0.8, -1.0, 0.02), 0.12, 3.8, jet, verts=16, top_radius=0.03)
    lib.sphere((-0.8, -1.0, 3.8), 0.16, jet, scale=(1.4, 1.4, 0.6))
    _city_block(rng, (-6, 1.6, 6, 2.6), 0.9, wall="#e2d6bf", roof="#3a4048")
    _city_block(rng, (-6, 3.0, 6, 3.9), 1.1, wall="#d8ccb6", roof="#3a4048")
    lib.cylinder((-2.6, 4.4, 0), 0.3, 1.9, lib.mat("cathedral", srgb("#8a7a6a"), 0.7), verts=8)
    lib.cylinder((-2.6, 4.4, 1.9), 0.32, 0.9, lib.mat("verdigris", srgb("#4a6a5a"), 0.5, 0.3), verts=8, top_radius=0.0)
    for i, (x, r, h) in enumerate([(-3.6, 2.6, 3.0), (0.0, 3.0, 3.8), (3.6, 2.6, 3.2)]):
        lib.mountain((x, 6.0, 0), r, h, color="#3a3a40", seed=i, snow=True)
    for i in range(10):
        lib.lamp_glow((-5 + i * 1.1, 1.05, 0.12), 0.035)
    lib.camera(target=(0, 1.0, 1.2), distance=32, elevation=14, azimuth=-20)


@scene
def hong_kong(rng):
    lib.plinth()
    lib.sea(color="#13283a")
    lib.blob((0, 3.8), (6.2, 2.6), z=0.0, color="#2e2a24", height=0.1, seed=1)
    # The Peak's green ridge behind a dense wall of towers on the harbour.
    lib.mountain((-2.2, 5.0, 0), 3.4, 3.4, color="#26301f", seed=1)
    lib.mountain((2.2, 5.4, 0), 3.6, 4.0, color="#222a1c", seed=2)
    lib.skyline(rng, (-5.2, 1.6, 5.2, 3.6), 56, 1.2, 3.8, wmin=0.2, wmax=0.45, glass_share=0.5)
    lib.tower((0.6, 1.4, 0), 0.45, 0.45, 4.8, seed=5, wall="#2a2a30", glass=True, lit=0.4, crown="spire")
    hull = lib.mat("junk", srgb("#5a3020"), 0.6)
    sail = lib.mat("sail", srgb("#b04a2a"), 0.8)
    lib.sphere((-1.8, -2.0, 0.05), 0.4, hull, scale=(1, 0.3, 0.2))
    lib.box((-1.8, -2.0, 0.05), (0.5, 0.02, 0.7), sail)
    lib.camera(target=(0, 0.8, 1.3), distance=33, elevation=12, azimuth=-20)


@scene
def tokyo(rng):
    lib.plinth(top="#2e2a24")
    lib.land(-7, color="#2e2a24")
    lib.skyline(rng, (-5.2, -2.5, 5.2, 4.6), 70, 0.5, 3.0, wmin=0.22, wmax=0.5, avoid=((-1.2, 0.2, 1.0),))
    # The lattice tower, and snow-capped Fuji far off.
    lattice = lib.mat("tokyo-tower", srgb("#c0502a"), 0.5, 0.3)
    lib.cylinder((-1.2, 0.2, 0.04), 0.7, 1.8, lattice, verts=4, top_radius=0.3)
    lib.cylinder((-1.2, 0.2, 1.84), 0.3, 1.6, lattice, verts=4, top_radius=0.08)
    lib.cylinder((-1.2, 0.2, 3.44), 0.08, 1.2, lib.mat("tower-white", srgb("#ece6da"), 0.5), verts=4, top_radius=0.01)
    lib.cylinder((-1.2, 0.2, 1.78), 0.42, 0.08, lib.mat("deck-glow", lib.GOLD, 0.4, emit=lib.WARM_LIGHT, emit_strength=3), verts=4)
    lib.mountain((3.0, 7.5, 0), 4.2, 3.0, color="#4a4a56", seed=1, snow=True, verts=24)
    lib.camera(target=(0, 0.8, 1.2), distance=33, elevation=15, azimuth=-22)


@scene
def singapore(rng):
    lib.plinth()
    lib.sea(color="#13283a")
    lib.land(1.1, color="#2e2a24")
    lib.skyline(rng, (-5.2, 2.2, 2.0, 5.0), 30, 1.2, 3.6, glass_share=0.6)
    # Three towers under one long sky-park, and the domed gardens.
    tw = lib.facade("mbs", srgb("#4a4a50"), lit_share=0.6, seed=3, glass=True)
    for i in range(3):
        lib.box((2.6 + i * 0.9, 1.2, 0.06), (0.45, 0.9, 2.6), tw, rot=0.1)
    lib.box((3.5, 1.2, 2.66), (3.2, 0.45, 0.1), lib.mat("skypark", lib.GOLD, 0.4, emit=lib.WARM_LIGHT, emit_strength=1.5), rot=0.1)
    glass = lib.mat("dome", srgb("#a0b8b0"), 0.15, 0.2, emit=srgb("#d9e8c0"), emit_strength=0.6)
    lib.sphere((4.4, -0.8, 0.02), 0.6, glass, scale=(1.3, 1, 0.6))
    lib.sphere((2.8, -1.4, 0.02), 0.5, glass, scale=(1.3, 1, 0.6))
    for i in range(7):
        x, y = rng.uniform(1.0, 5.0), rng.uniform(-0.2, 0.5)
        lib.cylinder((x, y, 0.06), 0.12, 1.2, lib.mat("supertree", srgb("#6a3a5a"), 0.6, emit=srgb("#c07aa0"), emit_strength=1), verts=8, top_radius=0.35)
    lib.camera(target=(0.6, 0.8, 1.2), distance=33, elevation=14, azimuth=-24)


@scene
def dubai(rng):
    lib.plinth(top="#a87a50")
    lib.sea(color="#13303a")
    lib.land(0.0, color="#b88558")
    # The needle in the middle, towers along the road, the sail hotel on its island.
    needle = lib.facade("burj", srgb("#8a8078"), lit_share=0.45, floor=0.1, bay=0.08, seed=5, glass=True)
    for k, (r, h) in enumerate([(0.55, 1.8), (0.42, 1.6), (0.3, 1.4), (0.2, 1.2), (0.12, 1.0)]):
        z = sum(hh for _, hh in [(0.55, 1.8), (0.42, 1.6), (0.3, 1.4), (0.2, 1.2), (0.12, 1.0)][:k])
        lib.cylinder((0.2, 2.6, 0.06 + z), r, h, needle, verts=6, top_radius=r * 0.85)
    lib.cylinder((0.2, 2.6, 7.06), 0.05, 1.4, lib.mat("spire", lib.GOLD, 0.3, 1.0), verts=6, top_radius=0.005)
    lib.skyline(rng, (-5.2, 1.2, 5.2, 5.2), 34, 0.8, 3.0, wmin=0.25, wmax=0.45, glass_share=0.6, avoid=((0.2, 2.6, 0.9),))
    lib.blob((3.2, -2.4), (0.6, 0.5), z=0.0, color="#c8a070", height=0.1, seed=3)
    sail = lib.mat("sail-hotel", srgb("#ece6da"), 0.4, emit=srgb("#ffe0b0"), emit_strength=0.8)
    lib.cylinder((3.2, -2.4, 0.1), 0.55, 2.6, sail, verts=3, top_radius=0.04)
    for i in range(8):
        lib.palm((rng.uniform(-5, 2), rng.uniform(0.2, 0.9), 0.06), height=0.9, lean=0.15, heading=rng.uniform(0, 6), seed=i)
    lib.camera(target=(0, 1.4, 2.2), distance=37, elevation=13, azimuth=-22)


def main():
    argv = sys.argv[sys.argv.index("--") + 1 :] if "--" in sys.argv else []
    quick = "--quick" in argv
    argv = [a for a in argv if a != "--quick"]
    samples = 16
    if "--samples" in argv:
        i = argv.index("--samples")
        samples = int(argv[i + 1])
        del argv[i : i + 2]
    out_dir = argv[0]
    names = argv[1:] or list(SCENES)
    os.makedirs(out_dir, exist_ok=True)
    for name in names:
        seed = sum(ord(c) for c in name)
        rng = lib.studio(seed=seed)
        SCENES[name](rng)
        lib.illustrate()
        if quick:
            lib.render(os.path.join(out_dir, name + ".png"), 640, 480, 4)
        else:
            lib.render(os.path.join(out_dir, name + ".png"), 1000, 750, samples)


main()
